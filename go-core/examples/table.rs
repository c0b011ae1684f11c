//! The main job: a seeded game on the studio's 9x9 table (source document
//! 001: area counting, positional superko, no suicide, komi 7.5), printed move
//! by move with the final board.
//!
//! For now every seat plays light-playout moves: uniformly at random among
//! the legal moves that do not fill a single-point eye of its own, passing
//! when none is left. Run: `cargo run --release -p go-core --example table`.

use clap::Parser;
use go_core::{BoardSize, Color, Game, Move, Phase, Rules};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Plays one seeded light-playout game and prints it.
#[derive(Parser, Debug)]
#[command(about = "Play a seeded light-playout game on the studio table and print it")]
struct Args {
    /// Board side (1..=25 so that moves print as GTP vertices).
    #[arg(long, default_value_t = 9)]
    size: u32,
    /// Rule preset (studio, chinese, aga, new-zealand, tromp-taylor, japanese, korean, game-site).
    #[arg(long, default_value = "studio")]
    rules: String,
    /// Random seed: the same seed plays the same game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

fn main() {
    let args = Args::parse();
    if !(1..=25).contains(&args.size) {
        eprintln!("error: --size must be 1..=25 (GTP vertices name at most 25 columns)");
        std::process::exit(2);
    }
    let size = match BoardSize::square(args.size) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let Some(rules) = Rules::preset(&args.rules, size) else {
        eprintln!("error: unknown rules {:?}; known: {}", args.rules, Rules::preset_names().join(", "));
        std::process::exit(2);
    };
    let mut game = Game::new(size, rules);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
    println!("Table {size}, rules {}, komi {}, seed {}", args.rules, rules.komi(), args.seed);
    println!("Seats: B1 (Black), W1 (White)\n");
    while game.phase() == Phase::Playing {
        let color = game.to_move();
        let seat = game.seat_to_move();
        let candidates: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|m| m.point().is_some_and(|p| !game.board().is_eye(p, color)))
            .collect();
        let mv = if candidates.is_empty() { Move::Pass } else { candidates[rng.random_range(0..candidates.len())] };
        let number = game.moves().len() + 1;
        let record = match game.play_as(seat, mv) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("internal error: a legal move was refused: {e}");
                std::process::exit(1);
            }
        };
        let vertex = mv.to_vertex(size).unwrap_or_else(|| "?".to_owned());
        let captures =
            if record.captured.is_empty() { String::new() } else { format!("  captures {}", record.captured.len()) };
        println!("{number:>4}. {seat} {:<5} {vertex}{captures}", color.to_string());
    }
    println!("\nFinal position after {} moves ({}):", game.moves().len(), game.phase());
    print_board(&game);
    let p = game.prisoners();
    println!("Prisoners: Black {}, White {}", p.black, p.white);
    println!(
        "Stones on the board: Black {}, White {}",
        game.board().stone_count(Color::Black),
        game.board().stone_count(Color::White)
    );
    if let Some(result) = game.result() {
        println!("Result: {result}");
    }
}

/// Prints the board with GTP column letters and row numbers.
fn print_board(game: &Game) {
    let size = game.board().size();
    let letters: String = (0..size.width())
        .map(|x| {
            let c = if x < 8 { b'A' + x } else { b'A' + x + 1 };
            format!(" {}", c as char)
        })
        .collect();
    println!("   {letters}");
    for (y, line) in game.board().to_string().lines().enumerate() {
        let row = usize::from(size.height()) - y;
        let cells: String = line.chars().map(|c| format!(" {c}")).collect();
        println!("{row:>2} {cells}  {row}");
    }
    println!("   {letters}");
}
