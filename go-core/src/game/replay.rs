//! What game records do that play does not: moves the rules forbid
//! (tolerant replay), who moves next (`PL`), stones edited in the middle
//! of a game (`AB`/`AW`/`AE`), and play resumed after two passes.

use crate::base::codes::vocabulary;
use crate::base::{Color, GameError, GameResult, IllegalMove, Move, Phase, Point, SetupError};
use crate::board::Board;

use super::record::Event;
use super::{Before, Game};
use crate::history::{History, Placing};

vocabulary! {
    /// A move the rules forbid that a tolerant replay applied anyway
    /// (RULES.md section 3).
    pub enum Irregularity {
        /// A stone played on an occupied point: the stone there was
        /// replaced, then captures were resolved.
        Occupied = 0 => "occupied",
        /// A forbidden suicide: the mover's chain was removed and counted as
        /// captured by the opponent.
        Suicide = 1 => "suicide",
        /// An immediate ko recapture; it stands.
        Ko = 2 => "ko",
        /// A superko repetition; it stands.
        Superko = 3 => "superko",
        /// This pass was not in the record: the same colour moved twice, so
        /// the other colour is recorded as having passed in between.
        ImpliedPass = 4 => "implied_pass",
        /// A move after play had ended (two passes, a long cycle, a
        /// result): play resumed.
        PlayAfterEnd = 5 => "play_after_end",
    }
}

impl Game {
    /// Replays `mv` by `color` as a record demands, even where the rules
    /// forbid it (RULES.md section 3, tolerant replay): a stone on an
    /// occupied point replaces the stone there, then captures are resolved; a
    /// forbidden suicide removes the mover's chain (captured by the
    /// opponent); a ko or superko violation stands; when `color` is not the
    /// side to move, the other colour is first recorded as passing (an
    /// implied pass, which ends no play: see
    /// [`Game::consecutive_passes`]); a move
    /// after play ended on the board (two passes, a count, a long cycle,
    /// an Atari Go capture) resumes play (the result, if any, is dropped),
    /// but a game ended by a resignation, a loss on time or a forfeit is
    /// over for good. Each
    /// such move carries its [`Irregularity`] (the first, when it has
    /// several: a stone put on an occupied point that is then a forbidden
    /// suicide is `Occupied` in its record), and the list of all those
    /// applied is returned (there `Occupied`, then `Suicide`). Recorded as
    /// one [`Event::Replayed`].
    ///
    /// A free handicap still to be placed is not "play ended": play has not
    /// begun, and a record's handicap stones come first (RULES.md section 5),
    /// so the move is refused rather than played over the handicap.
    ///
    /// # Errors
    /// [`IllegalMove::OffBoard`] (nothing can be applied);
    /// [`IllegalMove::NotPlaying`] with [`Phase::HandicapPlacement`] before
    /// a free handicap is placed; [`IllegalMove::GameOver`] after a
    /// resignation, a loss on time or a forfeit. The game is then
    /// unchanged.
    pub fn replay_move(&mut self, color: Color, mv: Move) -> Result<Vec<Irregularity>, IllegalMove> {
        if let Move::Play(p) = mv
            && !self.board.size().contains(p)
        {
            return Err(IllegalMove::OffBoard(p));
        }
        if self.phase == Phase::HandicapPlacement {
            return Err(IllegalMove::NotPlaying(self.phase));
        }
        // A side that resigned, lost on time or forfeited lost by its own
        // act, not by the board: no record's move brings the game back
        // (found from outside: a replayed move reopened a resigned game
        // and dropped its result).
        if matches!(
            self.result(),
            Some(GameResult::Resignation { .. } | GameResult::Time { .. } | GameResult::Forfeit { .. })
        ) {
            return Err(IllegalMove::GameOver);
        }
        self.events.push(Event::Replayed { color, mv });
        let (mut found, before) = self.ready_for_replayed(color)?;
        match self.check_move(color, mv) {
            Ok(()) => {
                let flag = found.first().copied().filter(|i| *i == Irregularity::PlayAfterEnd);
                self.commit(self.seat_for(color), mv, Placing::AsChecked, flag, false, Some(before))?;
            }
            Err(e) => {
                let irregularity = match e {
                    // The stone there is replaced (setup-style), then played.
                    IllegalMove::Occupied(_) => Irregularity::Occupied,
                    IllegalMove::Suicide(_) => Irregularity::Suicide,
                    IllegalMove::Ko(_) => Irregularity::Ko,
                    IllegalMove::Superko(_) => Irregularity::Superko,
                    _ => Irregularity::PlayAfterEnd,
                };
                let placing =
                    if irregularity == Irregularity::Occupied { Placing::Replace } else { Placing::AsChecked };
                self.commit(self.seat_for(color), mv, placing, Some(irregularity), false, Some(before))?;
                found.push(irregularity);
                // A stone put in place of another may then have no liberty:
                // a suicide the rules forbid is a second irregularity of
                // the move (its record keeps the first).
                let removed = self.moves.last().map_or(0, |m| m.suicided.len());
                if irregularity == Irregularity::Occupied && !self.setup.rules.suicide().allows(removed) {
                    found.push(Irregularity::Suicide);
                }
            }
        }
        Ok(found)
    }

    /// The steps [`Game::replay_move`] takes before it places `color`'s
    /// stone: play resumed when it had ended, then the implied pass when
    /// `color` is not the side to move. Records no event (the caller's
    /// `Replayed` event, or none for [`super::MovePositions`], whose game
    /// is never undone or shown). Returns the irregularities found and the
    /// state the move's undo restores. Only for a game that
    /// `replay_move` has checked may take a move (not over for good, no
    /// handicap pending).
    pub(super) fn ready_for_replayed(&mut self, color: Color) -> Result<(Vec<Irregularity>, Before), IllegalMove> {
        let mut found = Vec::new();
        // The state each record restores on undo: taken before any resumption.
        let mut before = self.snapshot();
        if self.phase != Phase::Playing {
            self.resume_for_replay();
            found.push(Irregularity::PlayAfterEnd);
        }
        if color != self.to_move {
            let other = self.to_move;
            let seat = self.seat_for(other);
            self.commit(seat, Move::Pass, Placing::AsChecked, Some(Irregularity::ImpliedPass), false, Some(before))?;
            // An implied pass ends no play (`Game::consecutive_passes`).
            before = self.snapshot();
            found.push(Irregularity::ImpliedPass);
        }
        Ok((found, before))
    }

    /// Sets who moves next, as SGF's `PL` does; the seat to move is that
    /// side's next seat in its rotation. The superko history's newest
    /// position gets the new side to move, so that situational superko and
    /// the long-cycle count judge what follows under the right side
    /// (RULES.md section 3). Recorded as [`Event::SetPlayer`].
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside the playing phase.
    pub fn set_player(&mut self, color: Color) -> Result<(), GameError> {
        if self.phase != Phase::Playing {
            return Err(GameError::WrongPhase { action: "setting the player to move", phase: self.phase });
        }
        self.set_player_now(color);
        self.events.push(Event::SetPlayer { color });
        Ok(())
    }

    pub(super) fn set_player_now(&mut self, color: Color) {
        self.to_move = color;
        self.history.set_to_move(color);
    }

    /// Whether [`Game::edit_stones`] is taken in the game's phase: not in
    /// a finished game, nor before a free handicap is placed. A binding
    /// that reads a list of edits from a caller's array asks this first.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] in those phases.
    pub fn check_edit_phase(&self) -> Result<(), GameError> {
        if matches!(self.phase, Phase::Finished | Phase::HandicapPlacement) {
            return Err(GameError::WrongPhase { action: "editing stones", phase: self.phase });
        }
        Ok(())
    }

    /// Changes stones in the middle of a game, as SGF's `AB`, `AW` and `AE`
    /// do: each point gets the given colour or becomes empty, with no
    /// captures (a point listed twice takes its last change). The superko
    /// history starts afresh from the new position (RULES.md section 3). In
    /// the counting phase the dead-stone marks and any proposal are
    /// withdrawn. Recorded as [`Event::EditStones`]. An edit that leaves
    /// every point as it was (no changes, or each point given the colour it
    /// has) changes nothing: the ko and superko history, the marks and the
    /// record stay as they were (an SGF record has nothing to show for it,
    /// so its replay must not lift a ko ban either). The event holds only
    /// the points that change, each once.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] in a finished game or before a free
    /// handicap is placed (as [`Game::check_edit_phase`], looked at before
    /// any change); [`SetupError::OffBoard`] or
    /// [`SetupError::NoLiberties`] (inside [`GameError::Setup`]); the game
    /// is then unchanged.
    pub fn edit_stones(&mut self, changes: &[(Point, Option<Color>)]) -> Result<(), GameError> {
        self.check_edit_phase()?;
        let size = self.board.size();
        let before = self.board.colors();
        let mut colors = before.clone();
        // Per point, the index of its last change.
        let mut last_change = vec![usize::MAX; before.len()];
        for (k, &(p, c)) in changes.iter().enumerate() {
            let i = size.index_of(p).ok_or(SetupError::OffBoard(p))?;
            colors[i] = c;
            last_change[i] = k;
        }
        if colors == before {
            return Ok(());
        }
        // Recorded: each point that changes, once, in the order of its
        // last change (found from outside: points given the colour they
        // had were written into the record as edits, `AE` on empty points).
        // Every point is on the board, checked above.
        let recorded: Vec<(Point, Option<Color>)> = changes
            .iter()
            .enumerate()
            .filter(|&(k, &(p, c))| size.index_of(p).is_some_and(|i| last_change[i] == k && before[i] != c))
            .map(|(_, &change)| change)
            .collect();
        self.board = Board::from_colors(size, self.board.topology(), &colors)?;
        self.history = History::new(&self.board, self.to_move);
        self.clear_marks();
        self.events.push(Event::EditStones { changes: recorded });
        Ok(())
    }

    /// Takes a game in the counting phase back to play without a count, as
    /// GTP and SGF records do when a move follows two passes: the marks are
    /// dropped and the side to move is the one that would have moved had
    /// play not stopped. Recorded as [`Event::Resume`]. In a timed game the
    /// clocks stay stopped, as after [`Game::reject`]: [`Game::start_clock`]
    /// starts the clock of the side to move.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside the counting phase.
    pub fn resume(&mut self) -> Result<(), GameError> {
        if self.phase != Phase::Counting {
            return Err(GameError::WrongPhase { action: "resuming play", phase: self.phase });
        }
        self.resume_play();
        self.events.push(Event::Resume);
        Ok(())
    }

    pub(super) fn resume_play(&mut self) {
        self.keep_before_of_newest();
        self.phase = Phase::Playing;
        self.resumed_at = self.moves.len();
        self.clear_marks();
    }

    /// Tolerant replay of a move after play ended: play resumes, the result
    /// and marks are dropped.
    fn resume_for_replay(&mut self) {
        self.keep_before_of_newest();
        self.phase = Phase::Playing;
        self.result = None;
        self.ended_by_move = false;
        self.clear_marks();
        self.resumed_at = self.moves.len();
    }
}
