//! The board's primitives on 19x19, seeded: a raw move, a recorded move
//! and its undo, the legal-move mask and one pseudo-legality test of a
//! middle-game position; beside them, for the same work, the checked
//! `Game` path as it stands (its `legal_moves`, `play` and `undo`). Before
//! the criterion groups the bench prints the memory of one board
//! ([`Board::memory_bytes`]) per size. Under `cargo test --benches`
//! everything runs once.
//!
//! The fixed game is a seeded light-playout game ([`light_game`]); the
//! middle-game position is the board after its first 150 moves, Black to
//! move.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput};
use go_benches::{board_after, light_game};
use go_core::{Board, BoardSize, Color, Game, Move, MoveDelta, Point, RemovalLog, Rules, SimpleKo, Suicide};

/// Moves of the fixed 19x19 game replayed by the move benches.
const GAME_MOVES: usize = 250;
/// Moves before the middle-game position.
const MIDDLE: usize = 150;
/// Seed of the fixed game.
const SEED: u64 = 12;

fn print_memory() {
    for size in [BoardSize::NINE, BoardSize::new(13, 13).unwrap_or(BoardSize::NINE), BoardSize::NINETEEN] {
        let empty = Board::new(size);
        println!("board memory {size}: {} bytes (size_of + heap)", empty.memory_bytes());
    }
    // The fixed game through the checked path: the superko history and the
    // whole game per move (issue 12: a game's history under 100 bytes a
    // move).
    let game = light_game(BoardSize::NINETEEN, GAME_MOVES, SEED);
    let mut checked = Game::new(BoardSize::NINETEEN, rules());
    for &(_, p) in &game {
        checked.play(Move::Play(p)).expect("the fixed game is legal under the Chinese rules");
    }
    let moves = game.len().max(1);
    let history = checked.history_bytes();
    let rest = checked.memory_bytes() - checked.board().memory_bytes();
    println!(
        "19x19 game of {moves} moves: superko history {history} bytes ({} a move); the game without its board \
         (history, move records, events, undo state) {rest} bytes ({} a move)",
        history / moves,
        rest / moves,
    );
    println!();
}

/// Rules under which every move of a light game is legal: simple ko,
/// suicide forbidden.
/// The Chinese rules: exact positional superko (issue 12 measures the
/// checked path under it).
fn rules() -> Rules {
    Rules::chinese()
}

fn bench_moves(c: &mut Criterion) {
    let size = BoardSize::NINETEEN;
    let game = light_game(size, GAME_MOVES, SEED);
    let empty = Board::new(size);
    let mut group = c.benchmark_group("board-move");
    group.throughput(Throughput::Elements(game.len() as u64));
    group.bench_function(format!("19x19/play_unchecked/{}-moves", game.len()), |b| {
        b.iter(|| {
            let mut board = empty.clone();
            for &(color, p) in &game {
                board.play_unchecked(color, p);
            }
            black_box(board.hash())
        });
    });
    // The game with `play_recorded` on a clone of the empty board, keeping
    // the records; then, with `undo`, back to the start.
    let replay = |log: &mut RemovalLog, deltas: &mut Vec<MoveDelta>| {
        let mut board = empty.clone();
        log.clear();
        deltas.clear();
        for &(color, p) in &game {
            deltas.push(board.play_recorded(color, Move::Play(p), log).unwrap_or_else(|e| panic!("{e}")));
        }
        board
    };
    let mut log = RemovalLog::with_capacity(game.len());
    let mut deltas = Vec::with_capacity(game.len());
    group.bench_function(format!("19x19/play_recorded/{}-moves", game.len()), |b| {
        b.iter(|| black_box(replay(&mut log, &mut deltas).hash()));
    });
    group.bench_function(format!("19x19/play_recorded+undo/{}-moves", game.len()), |b| {
        b.iter(|| {
            let mut board = replay(&mut log, &mut deltas);
            while let Some(d) = deltas.pop() {
                board.undo(&d, &mut log).unwrap_or_else(|e| panic!("{e}"));
            }
            black_box(board.hash())
        });
    });
    group.finish();

    // The checked path as it stands, on the same game.
    let mut group = c.benchmark_group("game-move");
    group.sample_size(30);
    group.throughput(Throughput::Elements(game.len() as u64));
    // Each as it stands with the games built ahead in batches of hundreds
    // (their memory starts cold), then `-warm`: each game made just before
    // it is played (one game a batch), so that its memory is the memory the
    // previous game freed, warm, as the raw move's clone of the empty board
    // is.
    let batches = [("", BatchSize::SmallInput), ("-warm", BatchSize::PerIteration)];
    for (suffix, batch) in batches {
        group.bench_function(format!("19x19/Game::play{suffix}/{}-moves", game.len()), |b| {
            b.iter_batched(
                || Game::new(size, rules()),
                |mut g| {
                    for &(_, p) in &game {
                        let _ = g.play(Move::Play(p));
                    }
                    g
                },
                batch,
            );
        });
    }
    // The whole game taken back, newest move first: per move, against
    // `Game::play` above (one undo on a fresh clone, below, mostly measures
    // the clone's cold cache lines).
    let mut finished = Game::new(size, rules());
    for &(_, p) in &game {
        let _ = finished.play(Move::Play(p));
    }
    for (suffix, batch) in batches {
        group.bench_function(format!("19x19/Game::undo{suffix}/{}-moves", game.len()), |b| {
            b.iter_batched(
                || finished.clone(),
                |mut g| {
                    while g.undo().is_ok() {}
                    g
                },
                batch,
            );
        });
    }
    let mut played = Game::new(size, rules());
    for &(_, p) in &game[..MIDDLE] {
        if played.play(Move::Play(p)).is_err() {
            break;
        }
    }
    group.throughput(Throughput::Elements(1));
    group.bench_function("19x19/Game::undo/1-move", |b| {
        b.iter_batched(
            || played.clone(),
            |mut g| {
                let _ = black_box(g.undo());
                g
            },
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

fn bench_legality(c: &mut Criterion) {
    let size = BoardSize::NINETEEN;
    let game = light_game(size, MIDDLE, SEED);
    let board = board_after(size, &game);
    let to_move = Color::Black;
    let mut group = c.benchmark_group("legal");
    group.throughput(Throughput::Elements(1));
    let mut mask = Vec::with_capacity(6);
    group.bench_function("19x19-middle-game/legal_mask", |b| {
        b.iter(|| black_box(&board).legal_mask(to_move, Suicide::Forbidden, SimpleKo::Forbid, &mut mask));
    });
    // One call at a point with an empty neighbour (the common case), and
    // one at a point surrounded by stones (the neighbouring chains are
    // asked for their liberties).
    let open =
        size.points().find(|&p| board.is_empty_at(p) && board.neighbors_of(p).iter().any(|&q| board.is_empty_at(q)));
    let closed =
        size.points().find(|&p| board.is_empty_at(p) && board.neighbors_of(p).iter().all(|&q| !board.is_empty_at(q)));
    for (name, p) in [("open-point", open), ("surrounded-point", closed)] {
        let Some(p) = p else { continue };
        group.bench_function(format!("19x19-middle-game/is_pseudo_legal/{name}"), |b| {
            b.iter(|| black_box(&board).is_pseudo_legal(to_move, black_box(p), Suicide::Forbidden, SimpleKo::Forbid));
        });
    }
    group.bench_function("19x19-middle-game/hash_after", |b| {
        let p = open.unwrap_or(Point::new(0, 0));
        b.iter(|| black_box(&board).hash_after(to_move, black_box(p)));
    });
    // The checked path as it stands: every point through `Game::check`.
    let mut g = Game::new(size, rules());
    for &(_, p) in &game {
        if g.play(Move::Play(p)).is_err() {
            break;
        }
    }
    // The checked answers a server or a Python user gets: the bit mask
    // with exact positional superko, and one point's legality.
    let mut words = Vec::with_capacity(6);
    group.bench_function("19x19-middle-game/Game::legal_mask_bits", |b| {
        b.iter(|| black_box(&g).legal_mask_bits(&mut words));
    });
    for (name, p) in [("open-point", open), ("surrounded-point", closed)] {
        let Some(p) = p else { continue };
        group.bench_function(format!("19x19-middle-game/Game::is_legal/{name}"), |b| {
            b.iter(|| black_box(&g).is_legal(black_box(Move::Play(p))).is_ok());
        });
    }
    group.sample_size(30);
    group.bench_function("19x19-middle-game/Game::legal_moves", |b| {
        b.iter(|| black_box(&g).legal_moves().len());
    });
    group.finish();
}

fn main() {
    print_memory();
    let mut c = Criterion::default().configure_from_args();
    bench_moves(&mut c);
    bench_legality(&mut c);
    c.final_summary();
}
