//! Plays the first `MOVES` moves of a fixed, seeded 19x19 game
//! ([`go_benches::light_game`], at most 250 moves) through the checked
//! `Game::play` under the Chinese rules (exact positional superko) `GAMES`
//! times on a new game each, or with `--raw` through the raw board move on
//! a new board, or with `--undo` plays the whole game through `Game::play`
//! and then takes its last `MOVES` moves back with `Game::undo`; prints how
//! many moves were made (or taken back): for an instruction-counting run
//! under `valgrind --tool=callgrind` (see `benches/count-instructions.sh`,
//! which runs it with 0 and with 250 moves and divides the difference of
//! the counts by the difference of the moves, so that start-up and the
//! making of games cancel).
//!
//! Usage: `checked-count [--raw | --undo] GAMES MOVES`.

use std::process::ExitCode;

use go_benches::light_game;
use go_core::{Board, BoardSize, Game, Move, Rules};

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Checked,
    Raw,
    Undo,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mode, rest) = match args.split_first() {
        Some((flag, rest)) if flag == "--raw" => (Mode::Raw, rest),
        Some((flag, rest)) if flag == "--undo" => (Mode::Undo, rest),
        _ => (Mode::Checked, args.as_slice()),
    };
    let parsed = match rest {
        [n, m] => n.parse::<u64>().ok().zip(m.parse::<usize>().ok()),
        _ => None,
    };
    let Some((n, m)) = parsed else {
        eprintln!("usage: checked-count [--raw | --undo] GAMES MOVES");
        return ExitCode::from(2);
    };
    let size = BoardSize::NINETEEN;
    let mut game = light_game(size, 250, 7);
    if mode != Mode::Undo {
        game.truncate(m);
    }
    let mut moves = 0u64;
    for _ in 0..n {
        match mode {
            Mode::Raw => {
                let mut board = Board::new(size);
                for &(color, p) in &game {
                    board.play_unchecked(color, p);
                    moves += 1;
                }
                std::hint::black_box(board.hash());
            }
            Mode::Checked | Mode::Undo => {
                let mut g = Game::new(size, Rules::chinese());
                for &(_, p) in &game {
                    if g.play(Move::Play(p)).is_ok() && mode == Mode::Checked {
                        moves += 1;
                    }
                }
                if mode == Mode::Undo {
                    for _ in 0..m {
                        if g.undo().is_ok() {
                            moves += 1;
                        }
                    }
                }
                std::hint::black_box(g.board().hash());
            }
        }
    }
    println!("moves {moves}");
    ExitCode::SUCCESS
}
