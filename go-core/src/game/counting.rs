//! The counting phase (RULES.md section 4): dead-stone marks, propose,
//! accept or reject, and the count; and the other ways a game ends early
//! (time, leaving).

use crate::base::{Color, CountingError, GameError, GameResult, Phase, Point, Seat};
use crate::rules::ResumeOrder;
use crate::scoring::{self, ChainStatus, DeadStoneEstimate, EstimateOptions, PassAlive, Score};

use super::Game;
use super::record::Event;

impl Game {
    /// The stones marked dead, row-major.
    #[must_use]
    pub fn dead_stones(&self) -> Vec<Point> {
        let size = self.board.size();
        size.points().zip(&self.dead).filter(|&(_, &d)| d).map(|(p, _)| p).collect()
    }

    /// The side whose proposed marking awaits an answer, if any: only in
    /// the counting phase (once a proposal is accepted the game is
    /// finished and nothing awaits an answer; found from outside, the
    /// accepted proposal was still reported).
    #[must_use]
    pub fn proposal(&self) -> Option<Color> {
        self.proposal.filter(|_| self.phase == Phase::Counting)
    }

    /// Counts the position now, with the stones marked dead removed, under
    /// the game's rules (see [`crate::score`]), Pair Go penalties included.
    /// Any phase: during play this is a count of the position as it stands.
    #[must_use]
    pub fn score(&self) -> Score {
        scoring::score_marked(&self.board, &self.dead, self.prisoners, &self.setup.rules, self.handicap_stones)
            .with_penalties(self.penalties)
    }

    /// Counts the position now as [`Game::score`] does, with `dead` as the
    /// dead stones instead of the marks (for a count proposed from outside,
    /// such as GTP's `final_score` or a suggestion, without marking them).
    /// `dead` is taken stone by stone as given: part of a chain counts
    /// only those stones dead (the marking calls mark whole chains). Under
    /// rules whose dead stones are never removed (Tromp-Taylor,
    /// [`crate::DeadStones::NeverRemoved`]) `dead` is checked and then not
    /// used: every stone counts as it stands.
    ///
    /// # Errors
    /// [`CountingError::OffBoard`] or [`CountingError::NotAStone`] for a
    /// point of `dead` that is off the board or empty.
    pub fn score_with(&self, dead: &[Point]) -> Result<Score, CountingError> {
        let score = scoring::score(&self.board, dead, self.prisoners, &self.setup.rules, self.handicap_stones)?;
        Ok(score.with_penalties(self.penalties))
    }

    /// The unfilled dame (RULES.md section 4) with the marked dead stones
    /// removed: the empty points of empty regions bordered by living stones
    /// of both colours (a wide neutral gap included), but the seki
    /// liberties neither side can fill without self-atari. A server or GUI
    /// may warn about them or have them filled; the engine never fills
    /// them. Row-major order.
    #[must_use]
    pub fn unfilled_dame(&self) -> Vec<Point> {
        scoring::score_marked(&self.board, &self.dead, self.prisoners, &self.setup.rules, self.handicap_stones).dame
    }

    /// The dead stones of the position as
    /// [`estimate_dead_stones`](crate::estimate_dead_stones) estimates them
    /// under the game's rules (pass-alive facts, seki kept alive, playouts
    /// with each side moving first; a group that lives only if its owner
    /// moves first is dead). A suggestion for the counting phase that the
    /// players accept or change (RULES.md section 4), never a decision:
    /// nothing is marked. Any phase. The one estimator behind GTP's
    /// `final_status_list`, the bots' marks, the examples and the bindings.
    #[must_use]
    pub fn estimate_dead_stones(&self, options: &EstimateOptions) -> DeadStoneEstimate {
        scoring::estimate_dead_stones(&self.board, &self.setup.rules, options)
    }

    /// [`Game::estimate_dead_stones`] that gives up when `stop` is set
    /// (see [`estimate_dead_stones_with_stop`](crate::estimate_dead_stones_with_stop)):
    /// `None` when it stopped early.
    #[must_use]
    pub fn estimate_dead_stones_with_stop(
        &self,
        options: &EstimateOptions,
        stop: &std::sync::atomic::AtomicBool,
    ) -> Option<DeadStoneEstimate> {
        scoring::estimate_dead_stones_with_stop(&self.board, &self.setup.rules, options, stop)
    }

    /// Pass-alive analysis (Benson's algorithm) of `color`'s chains and
    /// territory under the game's suicide rule (see
    /// [`pass_alive`](crate::pass_alive)): chains that can never be
    /// captured, and the regions the opponent can never live in.
    #[must_use]
    pub fn pass_alive(&self, color: Color) -> PassAlive {
        scoring::pass_alive(&self.board, color, self.setup.rules.suicide())
    }

    /// Every chain with its status at the end of the game for `dead` as the
    /// dead stones (see [`chain_status`](crate::chain_status)): alive, dead
    /// or in seki, in row-major order of their first stones.
    ///
    /// # Errors
    /// [`CountingError::OffBoard`] or [`CountingError::NotAStone`] for a
    /// point of `dead` that is off the board or empty.
    pub fn chain_status(&self, dead: &[Point]) -> Result<Vec<(ChainStatus, Vec<Point>)>, CountingError> {
        scoring::chain_status(&self.board, dead)
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
        let changed = self.set_marks(&chain, dead);
        self.events.push(Event::ToggleDeadChain { point: p });
        Ok(changed)
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
        let changed = self.set_marks(&stones, !all_dead);
        self.events.push(Event::ToggleDeadRegion { point: p });
        Ok(changed)
    }

    /// [`Game::toggle_dead_chain`] by `seat` (either side may mark).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside the counting phase, judged
    /// before the seat (as for moves); [`GameError::UnknownSeat`] for a
    /// seat the table does not have; otherwise as [`Game::toggle_dead_chain`].
    pub fn toggle_dead_chain_as(&mut self, seat: Seat, p: Point) -> Result<Vec<Point>, GameError> {
        self.check_counting("marking dead stones")?;
        self.check_member(seat)?;
        self.toggle_dead_chain(p)
    }

    /// [`Game::toggle_dead_region`] by `seat` (either side may mark).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside the counting phase, judged
    /// before the seat (as for moves); [`GameError::UnknownSeat`] for a
    /// seat the table does not have; otherwise as [`Game::toggle_dead_region`].
    pub fn toggle_dead_region_as(&mut self, seat: Seat, p: Point) -> Result<Vec<Point>, GameError> {
        self.check_counting("marking dead stones")?;
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
        self.events.push(Event::Propose { color });
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
        self.events.push(Event::Accept { color });
        Ok(self.finish_counted())
    }

    /// `color` rejects the other side's proposal: the marks are cleared and
    /// play resumes from the same position. The first to move is the side
    /// that passed first under [`ResumeOrder::SidePassedFirst`], or the
    /// opponent of `color` under [`ResumeOrder::OpponentOfRejecter`]
    /// (RULES.md section 4). In a timed game the clocks stay stopped, as
    /// they stopped when play ended: [`Game::start_clock`] starts the clock
    /// of the side to move when play goes on (until then a timed move
    /// starts its mover's clock at its own timestamp and charges nothing,
    /// as a first move made before any start does).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside counting; [`GameError::NoProposal`]
    /// when the other side has no proposal pending.
    pub fn reject(&mut self, color: Color) -> Result<(), GameError> {
        self.check_counting("rejecting a count")?;
        if self.proposal != Some(color.opponent()) {
            return Err(GameError::NoProposal);
        }
        self.resume_play();
        if self.setup.rules.resume_order() == ResumeOrder::OpponentOfRejecter {
            self.set_player_now(color.opponent());
        }
        self.events.push(Event::Reject { color });
        Ok(())
    }

    /// [`Game::propose`] by `seat`.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside the counting phase, judged
    /// before the seat (as for moves); [`GameError::UnknownSeat`] for a
    /// seat the table does not have; otherwise as [`Game::propose`].
    pub fn propose_as(&mut self, seat: Seat) -> Result<(), GameError> {
        self.check_counting("proposing a count")?;
        self.check_member(seat)?;
        self.propose(seat.color)
    }

    /// [`Game::accept`] by `seat`.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside the counting phase, judged
    /// before the seat (as for moves); [`GameError::UnknownSeat`] for a
    /// seat the table does not have; otherwise as [`Game::accept`].
    pub fn accept_as(&mut self, seat: Seat) -> Result<GameResult, GameError> {
        self.check_counting("accepting a count")?;
        self.check_member(seat)?;
        self.accept(seat.color)
    }

    /// [`Game::reject`] by `seat`.
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] outside the counting phase, judged
    /// before the seat (as for moves); [`GameError::UnknownSeat`] for a
    /// seat the table does not have; otherwise as [`Game::reject`].
    pub fn reject_as(&mut self, seat: Seat) -> Result<(), GameError> {
        self.check_counting("rejecting a count")?;
        self.check_member(seat)?;
        self.reject(seat.color)
    }

    /// `color`'s clock fell: the game ends, won by the other side on time
    /// (`B+T` / `W+T`, RULES.md section 8).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] when the game is already finished.
    pub fn time_out(&mut self, color: Color) -> Result<GameResult, GameError> {
        self.check_not_finished("a timeout")?;
        let result = GameResult::Time { winner: color.opponent() };
        self.finish(result);
        self.events.push(Event::TimeOut { color });
        Ok(result)
    }

    /// `seat` left the table: its whole side forfeits (`W+F` / `B+F`,
    /// RULES.md sections 4 and 8).
    ///
    /// # Errors
    /// [`GameError::WrongPhase`] when the game is already finished, then
    /// [`GameError::UnknownSeat`].
    pub fn leave(&mut self, seat: Seat) -> Result<GameResult, GameError> {
        self.check_not_finished("leaving")?;
        self.check_member(seat)?;
        let result = GameResult::Forfeit { winner: seat.color.opponent() };
        self.finish(result);
        self.events.push(Event::Leave { seat });
        Ok(result)
    }

    pub(super) fn finish_counted(&mut self) -> GameResult {
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

    pub(super) fn clear_marks(&mut self) {
        self.dead.iter_mut().for_each(|d| *d = false);
        self.proposal = None;
    }
}
