//! The positions a game's recorded moves were played in, one after
//! another: what a learner's position planes, a viewer stepping through a
//! record, or a table of positions needs.

use crate::base::{GameError, SetupError};

use super::Game;
use super::record::Event;

/// Steps through a game's record from its setup and stops before each of
/// its moves, in the position that move was played in: the board, the
/// side to move (the mover), the ko point and the phase it found.
///
/// For a move made in play ([`Event::Move`]) that is the game as it stood
/// before the move. For a move of a tolerant replay ([`Event::Replayed`],
/// SGF records; RULES.md section 3) it is the game after the steps
/// [`Game::replay_move`] takes before placing the stone: play resumed when
/// it had ended (two passes, a count, a long cycle: under every rule set,
/// Tromp-Taylor's ending by two passes included), then the implied pass
/// when the mover was not the side to move. So the position is always
/// one being played, with the mover to move and its legal moves those
/// [`Game::legal_moves`] gives. Implied passes are not stops of their own:
/// they go with the record's move that implied them.
///
/// ```
/// use go_core::{BoardSize, Color, Game, Move, MovePositions, Point, Rules, Phase};
///
/// let mut game = Game::new(BoardSize::square(9).unwrap(), Rules::tromp_taylor());
/// game.replay_move(Color::Black, Move::Pass).unwrap();
/// game.replay_move(Color::White, Move::Pass).unwrap(); // play ends
/// game.replay_move(Color::White, Move::Play(Point::new(2, 2))).unwrap(); // the record plays on
/// let mut positions = MovePositions::new(game).unwrap();
/// positions.next_position().unwrap().unwrap();
/// positions.next_position().unwrap().unwrap();
/// let third = positions.next_position().unwrap().unwrap();
/// assert_eq!(third.phase(), Phase::Playing);
/// assert_eq!(third.to_move(), Color::White);
/// assert!(positions.next_position().is_none());
/// ```
#[derive(Clone, Debug)]
pub struct MovePositions {
    /// The game whose record is stepped.
    game: Game,
    /// The game the record's events are applied to, one by one.
    step: Game,
    /// The next event of `game` to apply.
    next: usize,
    /// Whether `step` stands prepared for the move event `next`, which is
    /// still to be applied.
    at_move: bool,
    /// Stops handed out so far.
    stops: usize,
    /// The move events of `game`.
    moves: usize,
}

/// Whether `event` is a move of the record (a replayed move's implied pass
/// goes with it).
fn is_move(event: &Event) -> bool {
    matches!(event, Event::Move { .. } | Event::Replayed { .. })
}

impl MovePositions {
    /// Steps `game`'s record ([`Game::events`]) from its setup.
    ///
    /// # Errors
    /// The game's setup cannot be rebuilt ([`Game::from_setup`]); never for
    /// a setup a game was made from.
    pub fn new(game: Game) -> Result<MovePositions, SetupError> {
        let step = Game::from_setup(game.setup().clone())?;
        let moves = game.events().iter().filter(|e| is_move(e)).count();
        Ok(MovePositions { game, step, next: 0, at_move: false, stops: 0, moves })
    }

    /// The game whose record is stepped, whole.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many stops there are in all: the record's moves, a replayed
    /// move and its implied pass counting once.
    #[must_use]
    pub fn len(&self) -> usize {
        self.moves
    }

    /// Whether the record has no move.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves == 0
    }

    /// How many stops are still to come (none once a step has failed).
    #[must_use]
    pub fn remaining(&self) -> usize {
        if self.next == usize::MAX { 0 } else { self.moves - self.stops }
    }

    /// The position the record's next move was played in, `None` after the
    /// last move. Everything recorded before that move is applied on the
    /// way (setup changes, `PL`, resumptions, marks).
    ///
    /// # Errors
    /// An event of the record that does not apply again; never for a
    /// record a game made itself. The stepping then stops: every later call
    /// gives `None`.
    pub fn next_position(&mut self) -> Option<Result<&Game, GameError>> {
        loop {
            let event = self.game.events().get(self.next)?;
            if is_move(event) && !self.at_move {
                if let Event::Replayed { color, .. } = *event
                    && let Err(e) = self.step.ready_for_replayed(color)
                {
                    self.next = usize::MAX;
                    return Some(Err(e.into()));
                }
                self.at_move = true;
                self.stops += 1;
                return Some(Ok(&self.step));
            }
            if let Err(e) = self.step.apply_event(event) {
                self.next = usize::MAX;
                return Some(Err(e));
            }
            self.at_move = false;
            self.next += 1;
        }
    }
}
