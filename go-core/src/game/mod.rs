//! The game: a [`GameSetup`], then moves under the rules in force, through
//! the phases playing → counting → finished; seats and turn order, history,
//! undo, clocks, the counting protocol, tolerant replay. Everything that
//! happens is recorded as an [`Event`]; [`Game::record`] gives the whole
//! game as data and [`Game::from_record`] builds it again.
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
//!
//! The methods live by concern: `play.rs` (legality, moves, passes,
//! resignation, undo), `counting.rs` (dead stones, propose/accept/reject,
//! the count), `replay.rs` (what records do: tolerant moves, `PL`, setup
//! edits, resuming), `timed.rs` (the clocks), `playouts.rs` (many playouts
//! from the position in one call), `setup.rs` and `record.rs` (the game as
//! data).

mod clock;
mod counting;
mod handicap;
mod play;
mod playouts;
mod record;
mod replay;
mod setup;
mod steps;
mod table;
mod timed;

use crate::base::{BoardSize, ByColor, Color, GameError, GameResult, Move, Phase, Point, Seat, SetupError};
use crate::board::{Board, SimpleKo};
use crate::rules::Rules;
use crate::variants::Variant;

use crate::history::History;

/// The moves a new game's logs have room for before they grow (at most
/// the board's points).
const EXPECTED_MOVES: usize = 128;
use clock::Clocks;
pub use clock::{ClockKind, TimeControl, TimeLeft};
pub use handicap::{
    CornerLine12, Handicap, HandicapKind, fixed_handicap_points, free_handicap_points, max_fixed_handicap,
};
pub use playouts::{PlayoutBatch, PlayoutStats};
pub use record::{Event, GameRecord};
pub use replay::Irregularity;
pub use setup::{GameBuilder, GameSetup};
pub use steps::MovePositions;
pub use table::{OutOfTurn, Table};

/// One move of the game's history.
///
/// Two records are equal when their public fields are (the game's own
/// bookkeeping in the record, which event made the move, is not
/// compared, shown or serialized).
#[derive(Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveRecord {
    /// Who moved.
    pub seat: Seat,
    /// The move.
    pub mv: Move,
    /// Opponent stones the move captured, row-major (by `y`, then `x`; no
    /// heap for a move that captured nothing).
    pub captured: Box<[Point]>,
    /// The mover's own stones removed because the move was suicide (the
    /// played stone included), row-major, or empty.
    pub suicided: Box<[Point]>,
    /// Set when a tolerant replay applied a move the rules forbid.
    pub irregularity: Option<Irregularity>,
    /// Whether the move was made out of turn by a partner and accepted with
    /// the Pair Go penalty (RULES.md section 6).
    pub out_of_turn: bool,
    /// The index in the game's events of the event that made the move,
    /// for undo (kept here rather than in a list of its own: one record
    /// written per move).
    #[cfg_attr(feature = "serde", serde(skip))]
    event: u32,
}

impl PartialEq for MoveRecord {
    fn eq(&self, other: &MoveRecord) -> bool {
        self.seat == other.seat
            && self.mv == other.mv
            && self.captured == other.captured
            && self.suicided == other.suicided
            && self.irregularity == other.irregularity
            && self.out_of_turn == other.out_of_turn
    }
}

impl Eq for MoveRecord {}

impl std::fmt::Debug for MoveRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MoveRecord")
            .field("seat", &self.seat)
            .field("mv", &self.mv)
            .field("captured", &self.captured)
            .field("suicided", &self.suicided)
            .field("irregularity", &self.irregularity)
            .field("out_of_turn", &self.out_of_turn)
            .finish()
    }
}

impl MoveRecord {
    /// The colour that moved.
    #[must_use]
    pub fn color(&self) -> Color {
        self.seat.color
    }
}

/// What a move changes besides the board and the counts it records: the
/// state before it, which undo restores. Most moves start from the state
/// their own record implies ([`Game::implied_before`]); only the others
/// keep it (`Game::befores`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Before {
    turns: ByColor<u32>,
    to_move: Color,
    phase: Phase,
    result: Option<GameResult>,
    ended_by_move: bool,
    resumed_at: u32,
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
    setup: GameSetup,
    events: Vec<Event>,
    board: Board,
    phase: Phase,
    to_move: Color,
    history: History,
    moves: Vec<MoveRecord>,
    prisoners: ByColor<u32>,
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
    /// Whether a move (a long cycle, an Atari Go capture, the count at once
    /// of Tromp-Taylor) finished the game, so undo may reopen it.
    ended_by_move: bool,
    /// The state before each move whose state was not the one its record
    /// implies ([`Game::implied_before`]), with the move's index, oldest
    /// first, for undo.
    befores: Vec<(u32, Before)>,
    /// Pair Go penalty points received by each side.
    penalties: ByColor<u32>,
    /// Stones each side has captured, its opponent's suicides included (Atari Go's goal).
    captures: ByColor<u32>,
    clocks: Clocks,
}

impl Game {
    /// An even game on an empty planar board of `size`, Black to move.
    ///
    /// # Panics
    /// Never for rules this build can play; territory counting without the
    /// `japanese` feature panics (use [`Game::from_setup`] to be told).
    #[must_use]
    pub fn new(size: BoardSize, rules: Rules) -> Game {
        match Game::from_setup(GameSetup::new(size).with_rules(rules)) {
            Ok(g) => g,
            Err(e) => panic!("Game::new: {e}"),
        }
    }

    /// A builder for any other start: handicap, setup stones, seats,
    /// topology, first player, clocks, variant.
    #[must_use]
    pub fn builder(size: BoardSize) -> GameBuilder {
        GameBuilder::new(size)
    }

    /// The game `setup` describes, before its first move.
    ///
    /// # Errors
    /// [`SetupError`] for a setting this build lacks the feature for
    /// ([`SetupError::FeatureDisabled`]: territory counting without
    /// `japanese`, the Pair Go penalty without `rengo`, a wrapped board
    /// without `toroidal`, Atari Go without `atari`, Phantom Go without
    /// `phantom`), a board the topology refuses, setup stones off the
    /// board, doubled, or leaving a chain without liberties, a handicap that
    /// cannot be placed (RULES.md section 5: fixed placement only on square
    /// planar boards of side 7 or more), Phantom Go with a team, an Atari Go
    /// goal of 0 or more than the board's points, or a clock with no time;
    /// and, for a setup read from data rather than built by the checked
    /// setters, a side with no seat or more than 255
    /// ([`SetupError::InvalidSeats`]) or a komi beyond ±10000 points
    /// ([`SetupError::InvalidKomi`]).
    pub fn from_setup(setup: GameSetup) -> Result<Game, SetupError> {
        let start = setup.start()?;
        let history = History::new(&start.board, start.to_move);
        let area = setup.size.area();
        // Room for a typical game's moves from the start (a 9x9 game, or
        // the first half of a 19x19 one), so that replaying a record does
        // not spend its time growing the logs.
        let moves = area.min(EXPECTED_MOVES);
        Ok(Game {
            board: start.board,
            phase: if start.free_pending { Phase::HandicapPlacement } else { Phase::Playing },
            to_move: if start.free_pending { Color::Black } else { start.to_move },
            history,
            moves: Vec::with_capacity(moves),
            prisoners: ByColor::default(),
            handicap_stones: start.handicap_stones,
            turns: ByColor::new(u32::from(start.handicap_stones > 0), 0),
            result: None,
            dead: vec![false; area],
            proposal: None,
            resumed_at: 0,
            ended_by_move: false,
            befores: Vec::new(),
            penalties: ByColor::default(),
            captures: ByColor::default(),
            clocks: Clocks::new(setup.time_control),
            events: Vec::with_capacity(moves),
            setup,
        })
    }

    /// The game a record describes: its setup, with its events replayed in
    /// order through the same calls that made them.
    ///
    /// # Errors
    /// [`GameError::Setup`] when the setup is refused;
    /// [`GameError::InvalidRecord`] naming the first event that cannot be
    /// replayed and why.
    pub fn from_record(record: &GameRecord) -> Result<Game, GameError> {
        let mut game = Game::from_setup(record.setup.clone())?;
        for (i, event) in record.events.iter().enumerate() {
            game.apply(event).map_err(|e| record::invalid_record(i, e))?;
        }
        Ok(game)
    }

    /// The whole game as data: the setup and every event since.
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord { setup: self.setup.clone(), events: self.events.clone() }
    }

    /// The setup the game started from.
    #[must_use]
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The events since the setup, in order.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The current position.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.setup.rules
    }

    /// The seats at the table.
    #[must_use]
    pub fn table(&self) -> &Table {
        &self.setup.table
    }

    /// The variant the game is played under.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.setup.variant
    }

    /// The Atari Go rule, when the game is Atari Go.
    #[must_use]
    pub fn atari_go(&self) -> Option<crate::variants::AtariGo> {
        self.setup.variant.atari_go()
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
        self.seat_for(self.to_move)
    }

    /// The seat of `color` whose turn comes next in its side's rotation.
    fn seat_for(&self, color: Color) -> Seat {
        self.setup.table.seat_for_turn(color, self.turns[color])
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
        self.setup.handicap
    }

    /// The points of the free handicap once Black has placed it (RULES.md
    /// section 5: N stones anywhere empty, as Black's first turn), in the
    /// order given; `None` before the placement and in a game with no free
    /// handicap. A game rebuilt from its setup needs them to start again.
    #[must_use]
    pub fn free_handicap_points(&self) -> Option<&[Point]> {
        self.events.iter().find_map(|e| match e {
            Event::FreeHandicap { points, .. } => Some(points.as_slice()),
            _ => None,
        })
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
        self.setup.handicap.stones() > 0
    }

    /// The result, once the game is finished.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// In an Atari Go game (RULES.md section 6: the first side to capture
    /// the rule's number of stones wins at once; a suicide's stones count
    /// for the opponent), the side whose capture reached that number first,
    /// at any move: also when a tolerant replay of a record that plays on
    /// resumed play after it and dropped the result (found from outside:
    /// such a record's game looked unfinished, and was counted). `None` in
    /// any other game, or while no side has reached it.
    #[must_use]
    pub fn atari_go_winner(&self) -> Option<Color> {
        self.setup.variant.atari_go()?;
        let mut captures = ByColor::new(0u32, 0u32);
        for m in &self.moves {
            let mover = m.color();
            captures[mover] += count(&m.captured);
            captures[mover.opponent()] += count(&m.suicided);
            if let Some(GameResult::Capture { winner }) =
                self.setup.variant.after_move(mover, count(&m.captured), count(&m.suicided), captures)
            {
                return Some(winner);
            }
        }
        None
    }

    /// Pair Go penalty points each side has received (RULES.md section 6).
    #[must_use]
    pub fn penalties(&self) -> ByColor<u32> {
        self.penalties
    }

    /// Consecutive passes at the end of the move list (since play last
    /// resumed after a rejected count): two of them, one by each side, end
    /// play (RULES.md section 4; two passes by one side with the other's
    /// pass implied between them do not). The implied passes of a tolerant replay (the same colour
    /// moving twice, [`Irregularity::ImpliedPass`]) are not counted: no
    /// player made them, so a record's `;W[cc];W[]` has one pass, not two.
    #[must_use]
    pub fn consecutive_passes(&self) -> usize {
        self.moves[self.resumed_at.min(self.moves.len())..]
            .iter()
            .rev()
            .take_while(|m| m.mv == Move::Pass)
            .filter(|m| m.irregularity != Some(Irregularity::ImpliedPass))
            .count()
    }

    /// The simple-ko point: where the side to move may not play at once
    /// because the last move captured exactly one stone with a single stone
    /// that now has that point as its only liberty, and a play there would
    /// capture it back (RULES.md section 3). `None` when there is no such
    /// point. This is the board's ko point ([`Board::ko_point`]) as it
    /// concerns the side to move, the ko point of the light playouts,
    /// when the rules in force refuse the recapture there now
    /// ([`Game::is_legal`]): under natural situational superko a recapture
    /// that follows the opponent's pass is allowed, and then there is no
    /// ko point. Superko rules may forbid more points. Right after
    /// a tolerant replay that replaced a stone ([`Game::replay_move`] on an
    /// occupied point), simple ko is checked exactly instead, against the
    /// position after the mover's own previous move, and may forbid
    /// another point or none.
    #[must_use]
    pub fn simple_ko_point(&self) -> Option<Point> {
        let p = self.board.ko_point()?;
        let forbidden = self.board.is_pseudo_legal(self.to_move, p, crate::rules::Suicide::Forbidden, SimpleKo::Forbid);
        (matches!(forbidden, Err(crate::base::IllegalMove::Ko(_))) && self.is_legal(Move::Play(p)).is_err())
            .then_some(p)
    }

    /// Bytes the game holds: its own size and the heap of its board, its
    /// superko history (a hash and a 24-byte move record per position), its
    /// move records, its events and the per-move state undo restores. For
    /// figures; the exact number depends on the allocator's rounding.
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        let records: usize =
            self.moves.iter().map(|m| (m.captured.len() + m.suicided.len()) * std::mem::size_of::<Point>()).sum();
        std::mem::size_of::<Game>() + self.board.memory_bytes() - std::mem::size_of::<Board>()
            + self.history.memory_bytes()
            + self.moves.capacity() * std::mem::size_of::<MoveRecord>()
            + records
            + self.events.capacity() * std::mem::size_of::<Event>()
            + self.befores.capacity() * std::mem::size_of::<(u32, Before)>()
            + self.dead.capacity()
    }

    /// Bytes of the superko history alone (positions' hashes and the moves
    /// between them; see [`Game::memory_bytes`]).
    #[must_use]
    pub fn history_bytes(&self) -> usize {
        self.history.memory_bytes()
    }

    /// Applies one recorded event through the call that made it (as
    /// [`Game::from_record`] does for each event): a [`Event::Move`] through
    /// [`Game::play_as`] (or [`Game::play_as_at`] when timed), an
    /// [`Event::Replayed`] through [`Game::replay_move`], and so on. For a
    /// caller that steps through a game's [`Game::events`] on a fresh
    /// [`Game::from_setup`] to look at every position on the way.
    ///
    /// # Errors
    /// The error of the call, the game then unchanged as that call leaves
    /// it.
    pub fn apply_event(&mut self, event: &Event) -> Result<(), GameError> {
        self.apply(event)
    }

    /// Replays one recorded event through the call that made it.
    fn apply(&mut self, event: &Event) -> Result<(), GameError> {
        match event {
            Event::Move { seat, mv, at_ms: None } => self.play_as(*seat, *mv).map(|_| ())?,
            Event::Move { seat, mv, at_ms: Some(t) } => self.play_as_at(*seat, *mv, *t).map(|_| ())?,
            Event::Replayed { color, mv } => self.replay_move(*color, *mv).map(|_| ())?,
            Event::FreeHandicap { points, at_ms: None } => self.place_free_handicap(points)?,
            Event::FreeHandicap { points, at_ms: Some(t) } => self.place_free_handicap_at(points, *t)?,
            Event::SetPlayer { color } => self.set_player(*color)?,
            Event::EditStones { changes } => self.edit_stones(changes)?,
            Event::Resume => self.resume()?,
            Event::ToggleDeadChain { point } => self.toggle_dead_chain(*point).map(|_| ())?,
            Event::ToggleDeadRegion { point } => self.toggle_dead_region(*point).map(|_| ())?,
            Event::Propose { color } => self.propose(*color)?,
            Event::Accept { color } => self.accept(*color).map(|_| ())?,
            Event::Reject { color } => self.reject(*color)?,
            Event::Resign { color } => self.resign_color(*color).map(|_| ())?,
            Event::TimeOut { color } => self.time_out(*color).map(|_| ())?,
            Event::Leave { seat } => self.leave(*seat).map(|_| ())?,
            Event::StartClock { at_ms } => self.start_clock(*at_ms)?,
            Event::Flag { at_ms } => {
                if self.check_time(*at_ms)?.is_none() {
                    return Err(GameError::WrongPhase { action: "a flag fall", phase: self.phase });
                }
            }
        }
        Ok(())
    }

    /// Ends the game with `result` (used for counted results, timeouts,
    /// forfeits and cycles); the clocks stop, each with the time it had
    /// at its last charge (found from outside: after a resignation the
    /// loser's clock ran on, and after `time_out` of one side the other's
    /// flag fell).
    fn finish(&mut self, result: GameResult) {
        self.clocks.stop();
        self.phase = Phase::Finished;
        self.result = Some(result);
        self.ended_by_move = false;
    }
}

/// The number of points in a list, as the u32 that prisoner counts use (a
/// board has at most 2704 points).
fn count(points: &[Point]) -> u32 {
    u32::try_from(points.len()).unwrap_or(u32::MAX)
}
