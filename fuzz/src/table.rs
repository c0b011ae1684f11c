//! The `table` fuzz check: a game at a table (teams of one or two seats,
//! a clock fed with explicit timestamps, the counting protocol), or a
//! Phantom Go referee, driven by bytes; after every action the game is
//! checked against go-core's documented promises:
//!
//! - a refused action changes nothing: the game record, the board's hash,
//!   the phase, the result and the marks are as before;
//! - the game record rebuilds the same game (`Game::from_record`): board
//!   hash, phase, result, prisoners, marks, side and seat to move;
//! - the phase and the result agree (a result exactly when finished);
//! - the marks are stones, and only in the counting phase or after;
//! - for Phantom Go: each player's view shows exactly its own stones and
//!   only opponent stones that are on the board; the full board is hidden
//!   while the game is played; the announcements only grow.
//!
//! Depends on `go_core` and `std` only, so that a regression test can
//! include it with `#[path]` and run the committed seeds.
//!
//! # Input format
//!
//! - byte 0: width `2 + b % 11`; byte 1: height `2 + b % 11`;
//! - byte 2: Black's seats `1 + (b & 1)`, White's `1 + ((b >> 1) & 1)`, the
//!   time control `CLOCKS[(b >> 2) % 5]`, the preset
//!   `Preset::ALL[(b >> 5) % Preset::ALL.len()]` (those that need a
//!   feature that is off fall back to the first preset);
//! - byte 3: `b & 1` makes it Phantom Go (one seat per side, the referee
//!   convention `RefereeConvention::ALL[(b >> 1) % len]`; with a time
//!   control the referee must refuse the game, as it runs no clock);
//! - then steps (at most [`MAX_STEPS`]), each an op byte and its arguments
//!   (a missing byte reads as 0). The clock's time advances by
//!   `(op >> 4) * 250` ms before each step. By `op % 16`:
//!   - `0..=4`: a legal move by index (two bytes), made by the seat to move
//!     at the current time (Phantom Go: tried);
//!   - `5`: a pass by the seat to move;
//!   - `6`: the point `(x % (w + 2), y % (h + 2))` (bytes `x, y`) by the
//!     seat `seat(s)` (byte `s`), which may be refused;
//!   - `7`, `8`: toggle the dead mark of the chain, or the region, at a
//!     point, by a seat;
//!   - `9`, `10`, `11`: propose, accept, reject, by a seat;
//!   - `12`: resume play; `13`: check the clock;
//!   - `14`: undo, or leave the table when the argument byte is odd;
//!   - `15`: resign by a seat.

use go_core::{
    Board, Color, Game, GameError, GameRecord, GameResult, GameSetup, IllegalMove, Move, PhantomGame, Phase, Point,
    Preset, RefereeConvention, Seat, Table, TimeControl,
};

/// Steps read from one input at most (each rebuilds the game from its
/// record, so the cost grows with the square of the steps).
pub const MAX_STEPS: usize = 300;

/// The time controls an input chooses from (never reorder: committed seeds
/// would change meaning).
pub const CLOCKS: [TimeControl; 5] = [
    TimeControl::None,
    TimeControl::Absolute { main_ms: 5_000 },
    TimeControl::Fischer { main_ms: 2_000, increment_ms: 500 },
    TimeControl::ByoYomi { main_ms: 1_000, periods: 2, period_ms: 1_000 },
    TimeControl::Canadian { main_ms: 1_000, stones: 2, period_ms: 1_500 },
];

/// The bytes of one input, read front to back; missing bytes read as 0.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn more(&self) -> bool {
        self.at < self.data.len()
    }
}

/// What must not change when an action is refused, and what the record
/// must rebuild.
#[derive(Debug, PartialEq)]
struct State {
    hash: u64,
    phase: Phase,
    result: Option<GameResult>,
    prisoners: (u32, u32),
    dead: Vec<Point>,
    to_move: Color,
    seat: Seat,
}

fn state(game: &Game) -> State {
    let p = game.prisoners();
    State {
        hash: game.board().hash(),
        phase: game.phase(),
        result: game.result(),
        prisoners: (p[Color::Black], p[Color::White]),
        dead: game.dead_stones(),
        to_move: game.to_move(),
        seat: game.seat_to_move(),
    }
}

/// The setup an input's first bytes describe, or `None` when go-core
/// refuses it (then there is nothing to test).
fn setup(bytes: &mut Bytes<'_>) -> (GameSetup, Option<RefereeConvention>) {
    let width = 2 + bytes.next() % 11;
    let height = 2 + bytes.next() % 11;
    let config = bytes.next();
    let variant = bytes.next();
    let size = go_core::BoardSize::new(u32::from(width), u32::from(height)).expect("2..=12 is a board size");
    let mut setup = GameSetup::new(size);
    let preset = Preset::ALL[usize::from(config >> 5) % Preset::ALL.len()];
    if preset.feature().is_none() {
        setup.rules = preset.rules(size);
    }
    setup.time_control = CLOCKS[usize::from(config >> 2) % CLOCKS.len()];
    let phantom = variant & 1 == 1;
    if !phantom {
        setup.table = Table::new(usize::from(1 + (config & 1)), usize::from(1 + ((config >> 1) & 1)))
            .expect("one or two seats a side");
    }
    let convention = phantom.then(|| RefereeConvention::ALL[usize::from(variant >> 1) % RefereeConvention::ALL.len()]);
    (setup, convention)
}

/// The seat a byte names: side by the low bit, number 1..=3 (3 never
/// exists, so that unknown seats are tried too).
fn seat(b: u8) -> Seat {
    let color = if b & 1 == 0 { Color::Black } else { Color::White };
    Seat::new(color, 1 + (b >> 1) % 3)
}

fn point(bytes: &mut Bytes<'_>, board: &Board) -> Point {
    let size = board.size();
    let x = bytes.next() % (size.width() + 2);
    let y = bytes.next() % (size.height() + 2);
    Point::new(x, y)
}

fn legal_by_index(bytes: &mut Bytes<'_>, game: &Game) -> Option<Move> {
    let index = usize::from(u16::from_le_bytes([bytes.next(), bytes.next()]));
    let moves = game.legal_moves();
    (!moves.is_empty()).then(|| moves[index % moves.len()])
}

/// Runs one input. `Err` describes the first broken promise.
///
/// # Errors
/// A message naming the step and the promise that failed.
pub fn run(data: &[u8]) -> Result<(), String> {
    let mut bytes = Bytes { data, at: 0 };
    let (setup, convention) = setup(&mut bytes);
    let Ok(game) = Game::from_setup(setup) else { return Ok(()) };
    match convention {
        None => run_table(&mut bytes, game),
        Some(convention) => run_phantom(&mut bytes, game, convention),
    }
}

fn run_table(bytes: &mut Bytes<'_>, mut game: Game) -> Result<(), String> {
    let mut now: u64 = 0;
    if game.time_control() != TimeControl::None {
        game.start_clock(now).map_err(|e| format!("start_clock: {e}"))?;
    }
    let mut step = 0;
    while bytes.more() && step < MAX_STEPS {
        step += 1;
        let op = bytes.next();
        now += u64::from(op >> 4) * 250;
        let before_record = game.record();
        let before = state(&game);
        let refused: bool = match op % 16 {
            0..=4 => match legal_by_index(bytes, &game) {
                Some(mv) => {
                    let seat = game.seat_to_move();
                    let outcome = game.play_as_at(seat, mv, now).map(|_| ());
                    // A legal move may only be refused for the clock.
                    if outcome.is_err() && game.time_control() == TimeControl::None && before.phase == Phase::Playing {
                        return Err(format!("step {step}: legal move {mv:?} refused"));
                    }
                    refused_move(&game, outcome, step)?
                }
                None => true,
            },
            5 => {
                let outcome = game.play_as_at(game.seat_to_move(), Move::Pass, now).map(|_| ());
                refused_move(&game, outcome, step)?
            }
            6 => {
                let p = point(bytes, game.board());
                let outcome = game.play_as_at(seat(bytes.next()), Move::Play(p), now).map(|_| ());
                refused_move(&game, outcome, step)?
            }
            7 => {
                let p = point(bytes, game.board());
                game.toggle_dead_chain_as(seat(bytes.next()), p).is_err()
            }
            8 => {
                let p = point(bytes, game.board());
                game.toggle_dead_region_as(seat(bytes.next()), p).is_err()
            }
            9 => game.propose_as(seat(bytes.next())).is_err(),
            10 => game.accept_as(seat(bytes.next())).is_err(),
            11 => game.reject_as(seat(bytes.next())).is_err(),
            12 => game.resume().is_err(),
            13 => game.check_time(now).is_err(),
            14 => {
                let b = bytes.next();
                if b & 1 == 1 { game.leave(seat(b >> 1)).is_err() } else { undo(&mut game)? }
            }
            _ => game.resign_as(seat(bytes.next())).is_err(),
        };
        if refused {
            if game.record() != before_record {
                return Err(format!("step {step}: op {op} was refused but changed the record"));
            }
            if state(&game) != before {
                return Err(format!(
                    "step {step}: op {op} was refused but changed the game: {before:?} -> {:?}",
                    state(&game)
                ));
            }
        }
        check(&game, step)?;
    }
    Ok(())
}

/// Whether a timed move was refused with the game unchanged: a fallen flag
/// (`TimeExpired`) is the one refusal that changes the game, and it must
/// then be finished on time.
fn refused_move(game: &Game, outcome: Result<(), IllegalMove>, step: usize) -> Result<bool, String> {
    match outcome {
        Ok(()) => Ok(false),
        Err(IllegalMove::TimeExpired(color)) => match game.result() {
            Some(GameResult::Time { winner }) if winner == color.opponent() => Ok(false),
            other => Err(format!("step {step}: {color:?}'s flag fell but the result is {other:?}")),
        },
        Err(_) => Ok(true),
    }
}

/// Undo: `Ok(true)` when refused. A refusal must name a reason the docs
/// give (nothing to undo, or a phase without moves to take back).
fn undo(game: &mut Game) -> Result<bool, String> {
    match game.undo() {
        Ok(_) => Ok(false),
        Err(GameError::NothingToUndo | GameError::WrongPhase { .. }) => Ok(true),
        Err(e) => Err(format!("undo refused for an undocumented reason: {e}")),
    }
}

/// The promises that hold after every step.
fn check(game: &Game, step: usize) -> Result<(), String> {
    let now = state(game);
    if (now.phase == Phase::Finished) != now.result.is_some() {
        return Err(format!("step {step}: phase {:?} with result {:?}", now.phase, now.result));
    }
    if !now.dead.is_empty() && now.phase == Phase::Playing {
        return Err(format!("step {step}: dead marks while playing: {:?}", now.dead));
    }
    if let Some(p) = now.dead.iter().find(|&&p| game.board().get(p).is_none()) {
        return Err(format!("step {step}: the mark at {p:?} is not on a stone"));
    }
    let record: GameRecord = game.record();
    let rebuilt = Game::from_record(&record).map_err(|e| format!("step {step}: the record does not rebuild: {e}"))?;
    if state(&rebuilt) != now {
        return Err(format!("step {step}: the record rebuilds {:?}, the game is {now:?}", state(&rebuilt)));
    }
    let _ = game.score();
    Ok(())
}

fn run_phantom(bytes: &mut Bytes<'_>, game: Game, convention: RefereeConvention) -> Result<(), String> {
    // The referee runs no clock: a game with one is refused, and nothing
    // else (the caller keeps the clock and calls `time_out`).
    if game.time_control() != TimeControl::None {
        return match PhantomGame::new(game, convention) {
            Err(go_core::SetupError::Incompatible(_)) => Ok(()),
            Err(e) => Err(format!("a referee over a game with a clock refused for another reason: {e}")),
            Ok(_) => Err("a referee took a game with a clock it does not run".to_owned()),
        };
    }
    let mut referee = PhantomGame::new(game, convention).map_err(|e| format!("a one-seat referee refused: {e}"))?;
    let mut logs = (0, 0);
    let mut step = 0;
    while bytes.more() && step < MAX_STEPS {
        step += 1;
        let op = bytes.next();
        let before = referee.game().record();
        let refused = match op % 4 {
            0 | 1 => match legal_by_index(bytes, referee.game()) {
                Some(mv) => referee.try_move(mv).is_err(),
                None => true,
            },
            2 => {
                let p = point(bytes, referee.game().board());
                referee.try_move(Move::Play(p)).is_err()
            }
            _ => referee.try_move(Move::Pass).is_err(),
        };
        if refused && referee.game().record() != before {
            return Err(format!("step {step}: a refused try changed the referee's game"));
        }
        let game = referee.game();
        let board = game.board();
        for color in [Color::Black, Color::White] {
            let view = referee.view(color);
            for p in board.size().points() {
                let (truth, seen) = (board.get(p), view.get(p));
                if (truth == Some(color)) != (seen == Some(color)) {
                    return Err(format!("step {step}: {color:?}'s view and the board differ on its own stone {p:?}"));
                }
                if seen == Some(color.opponent()) && truth != seen {
                    return Err(format!("step {step}: {color:?} sees a stone at {p:?} that is not there"));
                }
            }
        }
        if (game.phase() == Phase::Playing) != referee.reveal().is_none() {
            return Err(format!("step {step}: the full board is shown in phase {:?}", game.phase()));
        }
        let now = (referee.log(Color::Black).len(), referee.log(Color::White).len());
        if now.0 < logs.0 || now.1 < logs.1 {
            return Err(format!("step {step}: announcements were taken back"));
        }
        logs = now;
        check(referee.game(), step)?;
    }
    Ok(())
}
