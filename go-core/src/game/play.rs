//! Moves: legality, play and pass (for the seat to move or a named seat),
//! resignation, the free handicap placement and undo.

use crate::base::{ByColor, Color, GameError, GameResult, Grid, IllegalMove, Move, Phase, Point, Seat, SetupError};
use crate::board::{Board, SimpleKo};
use crate::rules::{CycleOutcome, DeadStones, KoRule, PassStones, Suicide};

use super::record::{Event, GameRecord};
use super::replay::Irregularity;
use super::table::OutOfTurn;
use super::{Before, Game, MoveRecord, count};
use crate::history::{History, Placing};

impl Game {
    /// Whether `mv` is legal for the seat whose turn it is.
    ///
    /// # Errors
    /// The reason it is not: [`IllegalMove::GameOver`],
    /// [`IllegalMove::NotPlaying`], [`IllegalMove::OffBoard`],
    /// [`IllegalMove::Occupied`], [`IllegalMove::Suicide`],
    /// [`IllegalMove::Ko`] or [`IllegalMove::Superko`].
    pub fn is_legal(&self, mv: Move) -> Result<(), IllegalMove> {
        self.check_phase()?;
        self.check_move(self.to_move, mv).map(|_| ())
    }

    /// Whether `seat` may make `mv` now: as [`Game::is_legal`], and also
    /// [`IllegalMove::UnknownSeat`] or [`IllegalMove::WrongSeat`] (the phase
    /// is checked first: in a finished game every seat is told
    /// [`IllegalMove::GameOver`]).
    ///
    /// # Errors
    /// As above.
    pub fn is_legal_as(&self, seat: Seat, mv: Move) -> Result<(), IllegalMove> {
        self.check_phase()?;
        self.check_seat(seat)?;
        self.check_move(seat.color, mv).map(|_| ())
    }

    /// Every legal move for the seat whose turn it is, points in row-major
    /// order, then [`Move::Pass`]; empty when the game is not being played.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.phase != Phase::Playing {
            return Vec::new();
        }
        let mut words = Vec::new();
        self.legal_bits(&mut words);
        let size = self.board.size();
        let mut out: Vec<Move> = Vec::with_capacity(size.area() + 1);
        for (w, &word) in words.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = 64 * w + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(p) = size.point_at(i) {
                    out.push(Move::Play(p));
                }
            }
        }
        out.push(Move::Pass);
        out
    }

    /// Which points the seat to move may play now, as a [`Grid`] of
    /// booleans (row-major, the board's shape); all `false` when the game
    /// is not being played. A pass is always legal in play. The same
    /// answers as [`Game::is_legal`] point by point.
    #[must_use]
    pub fn legal_mask(&self) -> Grid<bool> {
        let size = self.board.size();
        let mut words = Vec::new();
        self.legal_mask_bits(&mut words);
        Grid::from_fn(size, |p| size.index_of(p).is_some_and(|i| words[i / 64] >> (i % 64) & 1 == 1))
    }

    /// Which points the seat to move may play now, as bits: `out` is
    /// cleared and resized to `area.div_ceil(64)` words, and bit `i % 64` of
    /// word `i / 64` is set where point `i` (row-major, the index of
    /// [`BoardSize::index_of`](crate::BoardSize::index_of)) is legal.
    /// Returns the number of legal points (a pass, always legal in play, is
    /// not counted). All bits are clear, and 0 is returned, when the game
    /// is not being played. The same answers as [`Game::is_legal`] point by
    /// point, and as [`Game::legal_mask`], without the allocation: reuse
    /// `out` between calls.
    pub fn legal_mask_bits(&self, out: &mut Vec<u64>) -> usize {
        if self.phase != Phase::Playing {
            out.clear();
            out.resize(self.board.size().area().div_ceil(64), 0);
            return 0;
        }
        self.legal_bits(out)
    }

    /// The legal points of the side to move as bits, one per point,
    /// row-major (bit `i % 64` of word `i / 64`), whatever the phase: the
    /// board's pseudo-legal points (simple ko included under that rule),
    /// less those the superko rule forbids. Only points that once held a
    /// stone, and suicides where the rules allow them, can repeat a
    /// position: only those are looked up in the history.
    pub(super) fn legal_bits(&self, words: &mut Vec<u64>) -> usize {
        let rules = &self.setup.rules;
        let ko = rules.ko();
        let simple = self.simple_ko();
        let count = self.board.legal_mask(self.to_move, rules.suicide(), simple, words);
        let size = self.board.size();
        let point = |i: usize| size.point_at(i);
        if ko == KoRule::Simple {
            if simple == SimpleKo::Forbid {
                return count;
            }
            // After a replacement: simple ko point by point, exactly.
            let repeats = |i| point(i).is_some_and(|p| self.history.repeats_own_previous(&self.board, self.to_move, p));
            return count - clear_bits(words, repeats);
        }
        let suicide_allowed = rules.suicide() == Suicide::MultiStoneAllowed;
        let repeats = |i| {
            (suicide_allowed || self.history.ever_occupied(i))
                && point(i).is_some_and(|p| self.history.repeats(&self.board, ko, self.to_move, p, suicide_allowed))
        };
        count - clear_bits(words, repeats)
    }

    /// Makes `mv` for the seat whose turn it is. Two passes in a row end play
    /// and start counting; under simple ko, the third occurrence of a
    /// situation since the last pass ends the game with the rules' cycle
    /// outcome (RULES.md section 3).
    ///
    /// The move has no timestamp, so it leaves the clocks as they are: a
    /// running clock keeps running for the side that was to move. A timed
    /// game moves with [`Game::play_at`], which charges the mover and
    /// switches the clock.
    ///
    /// # Errors
    /// As [`Game::is_legal`]; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<&MoveRecord, IllegalMove> {
        self.check_phase()?;
        // The seat to move needs no seat check.
        let seat = self.seat_to_move();
        self.make_move_in_turn(seat, false, mv, None)?;
        Ok(self.last_move())
    }

    /// Makes `mv` for `seat`, refused unless it is that seat's turn (or,
    /// under the Pair Go penalty option, a partner's turn: the stone stays,
    /// play continues as if the offender had moved in their own turn, and
    /// the other side receives 3 points; RULES.md section 6).
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] or [`IllegalMove::NotPlaying`] first, then
    /// [`IllegalMove::UnknownSeat`], [`IllegalMove::WrongSeat`], then as
    /// [`Game::is_legal`]; the game is unchanged.
    pub fn play_as(&mut self, seat: Seat, mv: Move) -> Result<&MoveRecord, IllegalMove> {
        self.make_move(seat, mv, None)?;
        Ok(self.last_move())
    }

    /// Makes `mv` for `color` whatever the state, as GTP's `play` and SGF
    /// records do: after two passes play resumes first ([`Game::resume`]),
    /// and when `color` is not the side to move it becomes so first
    /// ([`Game::set_player`]); then the move is made for that side's seat
    /// to move. Each step is recorded, and [`Game::undo`] takes back the
    /// move alone: play stays resumed and `color` stays the side to move.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`], [`IllegalMove::NotPlaying`] during a free
    /// handicap placement, or as [`Game::is_legal`] for `color`; the game is
    /// then unchanged (nothing is resumed or set).
    pub fn play_for(&mut self, color: Color, mv: Move) -> Result<&MoveRecord, IllegalMove> {
        match self.phase {
            Phase::Finished => return Err(IllegalMove::GameOver),
            Phase::HandicapPlacement => return Err(IllegalMove::NotPlaying(self.phase)),
            Phase::Playing | Phase::Counting => {}
        }
        self.check_move(color, mv)?;
        if self.phase == Phase::Counting {
            self.resume_play();
            self.events.push(Event::Resume);
        }
        if color != self.to_move {
            self.set_player_now(color);
            self.events.push(Event::SetPlayer { color });
        }
        self.play(mv)
    }

    /// Passes for the seat whose turn it is (see [`Game::play`]).
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] or [`IllegalMove::NotPlaying`] outside the
    /// playing phase.
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
    /// (RULES.md sections 4 and 6: a member's resignation loses for the
    /// side).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] when the game is already finished, then
    /// [`GameError::UnknownSeat`].
    pub fn resign_as(&mut self, seat: Seat) -> Result<GameResult, GameError> {
        self.check_not_finished("resigning")?;
        self.check_member(seat)?;
        self.resign_color(seat.color)
    }

    pub(super) fn resign_color(&mut self, color: Color) -> Result<GameResult, GameError> {
        self.check_not_finished("resigning")?;
        let result = GameResult::Resignation { winner: color.opponent() };
        self.finish(result);
        self.events.push(Event::Resign { color });
        Ok(result)
    }

    /// Places Black's free handicap stones as Black's first turn, then White
    /// moves (RULES.md section 5). The position after them starts the superko
    /// history. Untimed: no clock is charged or started (a clock started
    /// before keeps running for Black, as after an untimed move); a timed
    /// game places with [`Game::place_free_handicap_at`]. The stones are
    /// not a move: [`Game::undo`] never takes them back (a misplaced
    /// handicap means building the game again).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] unless a free handicap is pending;
    /// [`SetupError::HandicapCount`], [`SetupError::OffBoard`],
    /// [`SetupError::Occupied`] or [`SetupError::Duplicate`] (inside
    /// [`GameError::Setup`]) for a bad list, [`SetupError::NoLiberties`]
    /// when the stones leave a chain without liberties (a setup stone they
    /// surround, or their own chain).
    pub fn place_free_handicap(&mut self, points: &[Point]) -> Result<(), GameError> {
        self.check_placement_phase()?;
        let board = self.free_handicap_board(points)?;
        self.finish_placement(board, points, None);
        Ok(())
    }

    /// Refuses a placement outside [`Phase::HandicapPlacement`].
    pub(super) fn check_placement_phase(&self) -> Result<(), GameError> {
        if self.phase == Phase::HandicapPlacement {
            Ok(())
        } else {
            Err(GameError::WrongPhase { action: "placing a free handicap", phase: self.phase })
        }
    }

    /// The board with the free handicap on `points`, the game unchanged;
    /// the errors of [`Game::place_free_handicap`] for a bad list.
    pub(super) fn free_handicap_board(&self, points: &[Point]) -> Result<Board, GameError> {
        let expected = self.setup.handicap.stones();
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
        Ok(Board::from_colors(size, self.board.topology(), &colors)?)
    }

    /// Puts the checked placement `board` on the game: Black's first turn
    /// made, play begins (the clocks are the caller's).
    pub(super) fn finish_placement(&mut self, board: Board, points: &[Point], at_ms: Option<u64>) {
        self.board = board;
        self.handicap_stones = self.setup.handicap.stones();
        self.turns.black += 1;
        self.to_move = self.setup.to_move.unwrap_or(Color::White);
        self.phase = Phase::Playing;
        self.history = History::new(&self.board, self.to_move);
        self.events.push(Event::FreeHandicap { points: points.to_vec(), at_ms });
    }

    /// Places the free handicap for `seat`, which must be Black's first seat.
    ///
    /// # Errors
    /// [`GameError::UnknownSeat`], [`GameError::WrongSeat`], or as
    /// [`Game::place_free_handicap`].
    pub fn place_free_handicap_as(&mut self, seat: Seat, points: &[Point]) -> Result<(), GameError> {
        self.check_placing_seat(seat)?;
        self.place_free_handicap(points)
    }

    /// Refuses a seat other than Black's first for the free handicap's
    /// placement: [`GameError::UnknownSeat`], [`GameError::WrongSeat`].
    pub(super) fn check_placing_seat(&self, seat: Seat) -> Result<(), GameError> {
        self.check_member(seat)?;
        let expected = Seat::first(Color::Black);
        if seat == expected { Ok(()) } else { Err(GameError::WrongSeat { expected, got: seat }) }
    }

    /// Takes back the last move (the last recorded move event: a tolerant
    /// replay's implied pass goes with the move it preceded): the position,
    /// prisoners, turn and phase return to what they were before it (steps
    /// recorded before the move stay: after [`Game::play_for`], the
    /// resumption of play and the change of the side to move), and
    /// the events after it (stones edited in, dead-stone marks, proposals)
    /// are dropped with it. A
    /// finished game can be undone only when a move finished it: a long
    /// cycle, a capture in Atari Go, or the second pass under rules that
    /// count at once (Tromp-Taylor). In a timed game the clocks are turned
    /// back too, to what they were before the move (the clock runs again
    /// for the side now to move, from the moment it last started), so that
    /// the game is exactly the game its record without the move rebuilds.
    /// It costs about what the move did: the board takes the move back
    /// locally ([`Board::undo`]), or for a move made before a tolerant
    /// replay on an occupied point (which rebuilt the board) by building
    /// the board again from the position before it (at most 256 moves
    /// walked back from a position the history keeps); a move in a timed
    /// game, one followed by stones edited in ([`Game::edit_stones`]), and
    /// one made after dead-stone marks or a proposal (which then come back)
    /// is taken back by replaying the record without it.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] after a resignation or other non-move
    /// result; [`GameError::NothingToUndo`] with no move to take back.
    pub fn undo(&mut self) -> Result<MoveRecord, GameError> {
        if self.phase == Phase::Finished && !self.ended_by_move {
            return Err(GameError::WrongPhase { action: "undo", phase: self.phase });
        }
        let Some(last) = self.moves.last().map(|m| m.event) else {
            return Err(GameError::NothingToUndo);
        };
        let event = last as usize;
        if let Some(record) = self.undo_plain_move(event) {
            return Ok(record);
        }
        // Moves made by that event (an implied pass and its move).
        let first = self.moves.iter().rposition(|m| m.event != last).map_or(0, |i| i + 1);
        let undone = self.moves.len() - first;
        let edited = self.events[event..].iter().any(|e| matches!(e, Event::EditStones { .. }));
        // Marks or a proposal made in the counting phase before the move
        // (a tolerant replay may follow them) come back with the undo:
        // replaying the record restores them exactly.
        let counted_before = self.events[..event]
            .iter()
            .rev()
            .take_while(|e| !matches!(e, Event::Move { .. } | Event::Replayed { .. }))
            .any(|e| {
                matches!(e, Event::ToggleDeadChain { .. } | Event::ToggleDeadRegion { .. } | Event::Propose { .. })
            });
        // What undo returns: the event's newest move record, the first one
        // a local undo takes back (kept should it fall back on the replay
        // below after taking some back).
        let mut newest = None;
        if !edited
            && !counted_before
            && !self.clocks.is_timed()
            && self.history.len() > undone
            && self.history.can_undo(undone)
        {
            // Marks and a proposal exist only in the counting phase (play
            // resumes without them): in play there is nothing to withdraw.
            let marked = self.phase != Phase::Playing;
            let mut local = true;
            for _ in 0..undone {
                match self.undo_one() {
                    Some(record) => {
                        newest.get_or_insert(record);
                    }
                    None => {
                        // The board was changed behind the history (never
                        // by this crate's calls): replay instead, from a
                        // copy of the game as it was.
                        local = false;
                        break;
                    }
                }
            }
            if local {
                self.events.truncate(event);
                if marked {
                    self.clear_marks();
                }
                debug_assert!(!self.dead.contains(&true) && self.proposal.is_none());
                // (A match: `ok_or` would build and drop an error each time.)
                return match newest {
                    Some(record) => Ok(record),
                    None => Err(GameError::NothingToUndo),
                };
            }
        }
        let newest = match newest {
            Some(record) => record,
            None => self.moves.last().cloned().ok_or(GameError::NothingToUndo)?,
        };
        // The history restarted after that move (setup stones edited in), or
        // the clocks must be turned back: replay the record without it.
        let record = GameRecord { setup: self.setup.clone(), events: self.events[..event].to_vec() };
        let again = Game::from_record(&record)?;
        *self = again;
        Ok(newest)
    }

    /// [`Game::undo`] of the most common move: one checked move in play,
    /// made by the newest event (`event`), which followed another move or
    /// none, in an untimed game whose history can take it back. Checks
    /// only the newest events, where the general path scans for the
    /// events after the move and the counting marks before it; `None`,
    /// with nothing changed, for any other move (the general path then
    /// decides).
    fn undo_plain_move(&mut self, event: usize) -> Option<MoveRecord> {
        let n = self.moves.len();
        let plain = self.phase == Phase::Playing
            && event + 1 == self.events.len()
            && matches!(self.events[event], Event::Move { .. })
            // The event before it (if any) is a move: no marks or
            // proposal to bring back.
            && event.checked_sub(1).is_none_or(|e| matches!(self.events[e], Event::Move { .. } | Event::Replayed { .. }))
            && (n < 2 || self.moves[n - 2].event as usize != event)
            && !self.clocks.is_timed()
            && self.history.can_undo(1);
        if !plain {
            return None;
        }
        let record = self.undo_one()?;
        self.events.pop();
        Some(record)
    }

    /// Takes back the newest move record locally; `None` (nothing changed)
    /// when the board cannot take it back.
    #[inline(always)]
    fn undo_one(&mut self) -> Option<MoveRecord> {
        if !self.history.undo(&mut self.board) {
            return None;
        }
        let Some(record) = self.moves.pop() else { unreachable!("a move record for each move of the history") };
        let color = record.color();
        let kept = match self.befores.last() {
            Some(&(k, before)) if k as usize == self.moves.len() => {
                self.befores.pop();
                Some(before)
            }
            _ => None,
        };
        match record.mv {
            Move::Play(_) => {
                let captured = count(&record.captured);
                self.prisoners[color] -= captured;
                self.captures[color] -= captured;
                self.prisoners[color.opponent()] -= count(&record.suicided);
                self.captures[color.opponent()] -= count(&record.suicided);
            }
            Move::Pass => {
                if self.setup.rules.pass_stones() == PassStones::Aga && record.irregularity.is_none() {
                    self.prisoners[color.opponent()] -= 1;
                }
            }
        }
        // The Pair Go penalty of a move out of turn, stone or pass.
        if record.out_of_turn {
            self.penalties[color.opponent()] -= 3;
        }
        match kept {
            Some(before) => {
                self.turns = before.turns;
                self.to_move = before.to_move;
                self.phase = before.phase;
                self.result = before.result;
                self.ended_by_move = before.ended_by_move;
                self.resumed_at = (before.resumed_at as usize).min(self.moves.len());
            }
            None => {
                // The state the record implies (`Game::implied_before`),
                // written field by field.
                self.turns[color] = self.turns[color].saturating_sub(1);
                self.to_move = color;
                self.phase = Phase::Playing;
                self.result = None;
                self.ended_by_move = false;
                self.resumed_at = self.resumed_at.min(self.moves.len());
            }
        }
        Some(record)
    }

    /// The newest move record.
    pub(super) fn last_move(&self) -> &MoveRecord {
        match self.moves.last() {
            Some(m) => m,
            None => unreachable!("a move was just made"),
        }
    }

    /// Checks and makes a move for `seat` (recorded as an [`Event::Move`]
    /// with `at_ms`).
    pub(super) fn make_move(&mut self, seat: Seat, mv: Move, at_ms: Option<u64>) -> Result<(), IllegalMove> {
        self.check_phase()?;
        let out_of_turn = self.check_seat(seat)?;
        self.make_move_in_turn(seat, out_of_turn, mv, at_ms)
    }

    /// [`Game::make_move`] once the phase and the seat are checked
    /// (`out_of_turn`: a partner moving out of turn under the Pair Go
    /// penalty).
    #[inline(always)]
    fn make_move_in_turn(
        &mut self,
        seat: Seat,
        out_of_turn: bool,
        mv: Move,
        at_ms: Option<u64>,
    ) -> Result<(), IllegalMove> {
        let placing = self.placing(seat.color, mv)?;
        self.events.push(Event::Move { seat, mv, at_ms });
        // In play, by the seat to move (its side is `to_move`): the state
        // its record implies, unless a partner moves out of turn.
        let made = if out_of_turn {
            let before = Some(self.snapshot());
            self.commit(seat, mv, placing, None, true, before)
        } else {
            self.commit_in_turn(seat, mv, placing)
        };
        if let Err(e) = made {
            self.events.pop();
            return Err(e);
        }
        if out_of_turn {
            self.penalties[seat.color.opponent()] += 3;
        }
        Ok(())
    }

    /// [`IllegalMove::GameOver`] or [`IllegalMove::NotPlaying`] outside the
    /// playing phase.
    pub(super) fn check_phase(&self) -> Result<(), IllegalMove> {
        match self.phase {
            Phase::Playing => Ok(()),
            Phase::Finished => Err(IllegalMove::GameOver),
            phase => Err(IllegalMove::NotPlaying(phase)),
        }
    }

    pub(super) fn check_not_finished(&self, action: &'static str) -> Result<(), GameError> {
        if self.phase == Phase::Finished { Err(GameError::WrongPhase { action, phase: self.phase }) } else { Ok(()) }
    }

    pub(super) fn check_member(&self, seat: Seat) -> Result<(), GameError> {
        if self.setup.table.contains(seat) { Ok(()) } else { Err(GameError::UnknownSeat(seat)) }
    }

    /// Checks that `seat` may move now; `Ok(true)` when it is a partner
    /// moving out of turn under the Pair Go penalty.
    fn check_seat(&self, seat: Seat) -> Result<bool, IllegalMove> {
        let expected = self.seat_to_move();
        if seat == expected {
            return Ok(false);
        }
        let table = &self.setup.table;
        if !table.contains(seat) {
            return Err(IllegalMove::UnknownSeat(seat));
        }
        let penalty = seat.color == expected.color && table.out_of_turn() == OutOfTurn::PairGoPenalty;
        if penalty { Ok(true) } else { Err(IllegalMove::WrongSeat { expected, got: seat }) }
    }

    /// Checks `mv` by `color` against the board and the rules, whatever the
    /// phase: the board's pseudo-legality (on the board, empty, suicide,
    /// simple ko under that rule), then the history's superko.
    pub(super) fn check_move(&self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        let p = match mv {
            Move::Pass => return Ok(()),
            Move::Play(p) => p,
        };
        let rules = &self.setup.rules;
        let ko = rules.ko();
        let simple = self.simple_ko();
        self.board.is_pseudo_legal(color, p, rules.suicide(), simple)?;
        if ko == KoRule::Simple
            && simple == SimpleKo::Ignore
            && self.history.repeats_own_previous(&self.board, color, p)
        {
            return Err(IllegalMove::Ko(p));
        }
        let suicide_allowed = rules.suicide() == Suicide::MultiStoneAllowed;
        if self.history.repeats(&self.board, ko, color, p, suicide_allowed) {
            return Err(IllegalMove::Superko(p));
        }
        Ok(())
    }

    /// How the board's ko point counts for the next move: it decides simple
    /// ko ([`SimpleKo::Forbid`]) under that rule, unless the newest move
    /// replaced a stone ([`History::newest_replaced`]: the rule is then
    /// checked exactly against the history, [`SimpleKo::Ignore`] for the
    /// board); superko rules never ask the board ([`SimpleKo::Ignore`]).
    fn simple_ko(&self) -> SimpleKo {
        if self.setup.rules.ko() == KoRule::Simple && !self.history.newest_replaced() {
            SimpleKo::Forbid
        } else {
            SimpleKo::Ignore
        }
    }

    /// How a checked move by `color` goes on the board: a play that needs
    /// no superko look-up ([`History::needs_lookup`]) is checked by the
    /// board as it is made, in one pass over the point
    /// ([`Placing::Legal`]); any other move is checked here first
    /// ([`Game::check_move`]). The same answers either way, in the same
    /// order.
    ///
    /// # Errors
    /// As [`Game::check_move`], for a move checked here.
    fn placing(&self, color: Color, mv: Move) -> Result<Placing, IllegalMove> {
        let rules = &self.setup.rules;
        let ko = rules.ko();
        if let Move::Play(p) = mv {
            let suicide_allowed = rules.suicide() == Suicide::MultiStoneAllowed;
            if !self.history.needs_lookup(self.board.size(), ko, p, suicide_allowed) {
                let simple = if ko == KoRule::Simple { SimpleKo::Forbid } else { SimpleKo::Ignore };
                return Ok(Placing::Legal(rules.suicide(), simple));
            }
        }
        self.check_move(color, mv)?;
        Ok(Placing::AsChecked)
    }

    /// The state now, as undo would restore it before a move made next.
    pub(super) fn snapshot(&self) -> Before {
        Before {
            turns: self.turns,
            to_move: self.to_move,
            phase: self.phase,
            result: self.result,
            ended_by_move: self.ended_by_move,
            resumed_at: u32::try_from(self.resumed_at).unwrap_or(u32::MAX),
        }
    }

    /// The state before the newest move, by `color`, as its record implies
    /// it from the state now: in play, with `color` to move and one turn
    /// fewer for that side, and play last resumed where it is now. Exact
    /// for a move made in turn during play ([`Game::commit`] keeps the
    /// state of any other), as long as play has not resumed since
    /// ([`Game::keep_before_of_newest`]).
    pub(super) fn implied_before(&self, color: Color) -> Before {
        let mut turns = self.turns;
        turns[color] = turns[color].saturating_sub(1);
        self.in_turn(color, turns)
    }

    /// The state of play with `color` to move after `turns`, play last
    /// resumed where it is now.
    fn in_turn(&self, color: Color, turns: ByColor<u32>) -> Before {
        Before {
            turns,
            to_move: color,
            phase: Phase::Playing,
            result: None,
            ended_by_move: false,
            resumed_at: u32::try_from(self.resumed_at).unwrap_or(u32::MAX),
        }
    }

    /// Keeps the state before the newest move, when only its record
    /// implies it, before something changes what the implied state is read
    /// from (play resuming moves `resumed_at`).
    pub(super) fn keep_before_of_newest(&mut self) {
        let Some(newest) = self.moves.len().checked_sub(1) else { return };
        let k = u32::try_from(newest).unwrap_or(u32::MAX);
        if self.befores.last().is_some_and(|&(i, _)| i == k) {
            return;
        }
        let before = self.implied_before(self.moves[newest].color());
        self.befores.push((k, before));
    }

    /// [`Game::commit`] of a checked move by the seat whose turn it is,
    /// from the state its record implies: the common move, with what it
    /// does not need left out at compile time.
    #[inline(always)]
    fn commit_in_turn(&mut self, seat: Seat, mv: Move, placing: Placing) -> Result<(), IllegalMove> {
        self.commit(seat, mv, placing, None, false, None)
    }

    /// Applies a move by `seat`, placed as `placing` says (checked before,
    /// checked by the board on the way, or a tolerant replay that first
    /// takes a stone off the played point); `out_of_turn` marks a seat
    /// moving out of turn under the Pair Go penalty, after which the order
    /// of play continues from the offender's seat
    /// ([`crate::Table::turns_after_offender`]; otherwise `seat` is the seat whose turn it is
    /// for its colour). `before` is the state undo restores (`None`: the
    /// state the move's record implies, [`Game::implied_before`], which the
    /// caller knows it is). On a refusal (the board's, under
    /// [`Placing::Legal`]; otherwise excluded by the checks) nothing is
    /// changed.
    ///
    /// Always inlined, as the history's and the board's parts of the move
    /// are: the checked move compiles as one function, with no call
    /// passing the move's records through memory (a quarter of its
    /// instructions before).
    #[inline(always)]
    pub(super) fn commit(
        &mut self,
        seat: Seat,
        mv: Move,
        placing: Placing,
        irregularity: Option<Irregularity>,
        out_of_turn: bool,
        before: Option<Before>,
    ) -> Result<(), IllegalMove> {
        let color = seat.color;
        let delta = self.history.play(&mut self.board, color, mv, color.opponent(), placing)?;
        let removed = self.history.removed(&delta);
        // Row-major, so that the record does not depend on the board's
        // chain order (a game replayed from its record, as undo may do,
        // gives equal records). Most moves remove nothing: no list then.
        let (captured, suicided): (Box<[Point]>, Box<[Point]>) = if removed.is_empty() {
            (Box::default(), Box::default())
        } else {
            let mut removed: Box<[Point]> = removed.into();
            removed.sort_unstable_by_key(|p| (p.y, p.x));
            if delta.is_suicide() { (Box::default(), removed) } else { (removed, Box::default()) }
        };
        let (captured_now, suicided_now) = (count(&captured), count(&suicided));
        match mv {
            Move::Play(_) => {
                self.prisoners[color] += captured_now;
                self.captures[color] += captured_now;
                self.prisoners[color.opponent()] += suicided_now;
                self.captures[color.opponent()] += suicided_now;
            }
            Move::Pass => {
                if self.setup.rules.pass_stones() == PassStones::Aga && irregularity.is_none() {
                    self.prisoners[color.opponent()] += 1;
                }
            }
        }
        // The state before the move, kept unless the record implies it.
        if let Some(before) = before
            && (before != self.in_turn(color, self.turns) || out_of_turn)
        {
            self.befores.push((u32::try_from(self.moves.len()).unwrap_or(u32::MAX), before));
        }
        if out_of_turn {
            self.turns = self.setup.table.turns_after_offender(seat, self.turns);
        } else {
            self.turns[color] += 1;
        }
        self.to_move = color.opponent();
        // The event that made the move is the newest one.
        let event = u32::try_from(self.events.len() - 1).unwrap_or(u32::MAX);
        self.moves.push(MoveRecord { seat, mv, captured, suicided, irregularity, out_of_turn, event });
        // What may end play: a capture (in Atari Go), a pass, a repetition
        // under simple ko. A stone play that captures nothing under a
        // superko rule ends nothing: no call.
        if captured_now > 0 || suicided_now > 0 || mv == Move::Pass || self.setup.rules.ko() == KoRule::Simple {
            self.after_commit(color, mv, captured_now, suicided_now);
        }
        Ok(())
    }

    /// Whether the last two passes the players made, in the run of passes
    /// that ends the move list (since play last resumed), are one by each
    /// side: two passes in a row end play (RULES.md section 4), one by each
    /// side as colours alternate. An implied pass is no player's pass (found
    /// from outside: a record's `B[];B[]`, Black passing twice with White's
    /// pass implied between, ended play, and under Tromp-Taylor rules
    /// finished the game).
    fn passes_by_both_sides(&self) -> bool {
        last_passes_by_both_sides(&self.moves[self.resumed_at.min(self.moves.len())..])
    }

    /// Whether the move list ends with passes that end play under the
    /// rules: in the run of passes that ends it (passes a record adds after
    /// play ended included), the last two the players made are one by each
    /// side (RULES.md section 4; an implied pass is no player's), and under
    /// AGA rules the last is White's. For a caller that reads a record and
    /// asks whether its game ended by passes, whatever the replay resumed
    /// since (the Python loader: found from outside, it took `B[];B[]`
    /// and an AGA `W[];B[]` for an end by two passes).
    #[must_use]
    pub fn ends_with_closing_passes(&self) -> bool {
        let aga = self.setup.rules.pass_stones() == PassStones::Aga;
        last_passes_by_both_sides(&self.moves) && (!aga || self.moves.last().is_some_and(|m| m.color() == Color::White))
    }

    /// The end of play a move just committed by `color` may bring
    /// (`captured_now`: the opponent stones it captured; `suicided_now`:
    /// its own stones it removed): an Atari Go capture (a suicide's stones
    /// count for the opponent), two passes (counting starts; under
    /// Tromp-Taylor the count is final at once), or under simple ko the
    /// third occurrence of a situation since the last pass (the rules'
    /// cycle outcome).
    fn after_commit(&mut self, color: Color, mv: Move, captured_now: u32, suicided_now: u32) {
        if let Some(result) = self.setup.variant.after_move(color, captured_now, suicided_now, self.captures) {
            self.finish(result);
            self.ended_by_move = true;
            return;
        }
        let rules = self.setup.rules;
        if mv == Move::Pass {
            let aga = rules.pass_stones() == PassStones::Aga;
            // An implied pass ends no play, not even as White's pass after
            // two real ones under AGA rules (found from outside: the
            // record `B[aa];W[];B[];B[cc]` ended play with the pass implied
            // before `B[cc]`, and the stone was played in the count).
            let implied = self.moves.last().is_some_and(|m| m.irregularity == Some(Irregularity::ImpliedPass));
            if !implied && self.passes_by_both_sides() && (!aga || color == Color::White) {
                self.phase = Phase::Counting;
                // Play has stopped: so have the clocks, however the pass
                // was made (found from outside: after an untimed second
                // pass the clock ran on through the count, and a flag
                // ended the game).
                self.clocks.stop();
                self.clear_marks();
                if rules.dead_stones() == DeadStones::NeverRemoved {
                    // Tromp-Taylor: nothing is removed, so the count is final;
                    // the pass made it, so undo may take the pass back.
                    self.finish_counted();
                    self.ended_by_move = true;
                }
            }
        } else if rules.ko() == KoRule::Simple && self.history.occurrences_since_last_pass(&self.board) >= 3 {
            let result = match rules.cycle_outcome() {
                CycleOutcome::NoResult => GameResult::Void,
                CycleOutcome::Draw => GameResult::Draw,
            };
            self.finish(result);
            self.ended_by_move = true;
        }
    }
}

/// Whether, in the run of passes that ends `moves`, the last two passes
/// the players made (implied passes left out) are one by each side.
fn last_passes_by_both_sides(moves: &[MoveRecord]) -> bool {
    let mut made = moves
        .iter()
        .rev()
        .take_while(|m| m.mv == Move::Pass)
        .filter(|m| m.irregularity != Some(Irregularity::ImpliedPass))
        .map(MoveRecord::color);
    matches!((made.next(), made.next()), (Some(a), Some(b)) if a != b)
}

/// Clears the bits of `words` (bit `i % 64` of word `i / 64` for point `i`,
/// row-major) whose index `forbidden` accepts; returns how many it
/// cleared.
fn clear_bits(words: &mut [u64], forbidden: impl Fn(usize) -> bool) -> usize {
    let mut cleared = 0;
    for (w, word) in words.iter_mut().enumerate() {
        let mut bits = *word;
        while bits != 0 {
            let i = 64 * w + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if forbidden(i) {
                *word &= !(1 << (i % 64));
                cleared += 1;
            }
        }
    }
    cleared
}
