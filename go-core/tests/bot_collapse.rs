//! The causes of the small-budget collapse (issue 10, "the computer player
//! at small budgets"; issue 13, "no collapse"), each as a position and the
//! move the bot must or must not play at a small, seeded budget:
//! - passing while playing on is worth more than the count now;
//! - first moves on the second line of an empty board.
//!
//! And the one-thread determinism the bot documents.
#![cfg(feature = "bot")]

use go_core::{Board, BoardSize, Bot, BotConfig, Color, Game, Move, Point, Rules};

/// A game at the position of `diagram` (`X` Black, `O` White) under the
/// Chinese rules with `komi`, `to_move` to move after `last` (played by
/// the other side from the diagram's position, if given).
fn position(diagram: &str, komi: &str, to_move: Color, last: Option<Move>) -> Game {
    let board: Board = diagram.parse().unwrap();
    let size = board.size();
    let stones: Vec<_> = size.points().filter_map(|p| board.get(p).map(|c| (p, c))).collect();
    let rules = Rules::chinese().with_komi(komi.parse().unwrap());
    let first = if last.is_some() { to_move.opponent() } else { to_move };
    let mut game = Game::builder(size).rules(rules).setup_stones(stones).to_move(first).build().unwrap();
    if let Some(mv) = last {
        game.play(mv).unwrap();
    }
    game
}

fn bot(seed: u64, playouts: u32) -> Bot {
    Bot::new(BotConfig { seed, ..BotConfig::with_playouts(playouts) })
}

/// Two walls, Black's on column D and White's on column F, with the nine
/// points of column E between them unfilled (dame).
const WALLS_WITH_DAME: &str = "\
...X.O...
...X.O...
...X.O...
...X.O...
...X.O...
...X.O...
...X.O...
...X.O...
...X.O...
";

/// White passed; Black loses whatever happens (komi 30.5), but each dame
/// Black fills is a point more in an area count. Passing now would end the
/// game with a count worse than playing on, so the bot plays on (the old
/// rule passed here: "the opponent passed and no move wins 5%").
#[test]
fn does_not_pass_while_playing_on_counts_more() {
    let game = position(WALLS_WITH_DAME, "30.5", Color::Black, Some(Move::Pass));
    for seed in 1..=3 {
        let mv = bot(seed, 1_000).choose_move(&game);
        assert_ne!(mv, Move::Pass, "seed {seed}");
    }
}

/// The same walls with Black far ahead (komi -30.5): after White's pass
/// the count wins, and the bot ends the game.
#[test]
fn passes_when_the_count_wins() {
    let game = position(WALLS_WITH_DAME, "-30.5", Color::Black, Some(Move::Pass));
    for seed in 1..=3 {
        assert_eq!(bot(seed, 1_000).choose_move(&game), Move::Pass, "seed {seed}");
    }
}

/// On an empty 9x9 board the first move is never on the first or second
/// line (it was C2 or B8 for some seeds at 2,000 playouts).
#[test]
fn first_moves_leave_the_edge_alone() {
    let game = Game::new(BoardSize::NINE, Rules::chinese());
    for seed in 1..=8 {
        let mv = bot(seed, 2_000).choose_move(&game);
        let Move::Play(p) = mv else { panic!("seed {seed}: passed on an empty board") };
        let line = p.x.min(p.y).min(8 - p.x).min(8 - p.y) + 1;
        assert!(line >= 3, "seed {seed}: {p:?} is on line {line}");
    }
}

/// With one thread and a playout budget, the same seed gives the same
/// search for the same game: same move, same visits and win rates.
#[test]
fn one_thread_and_a_playout_budget_are_deterministic() {
    let mut game = Game::new(BoardSize::NINE, Rules::chinese());
    for (x, y) in [(4, 4), (2, 2), (6, 2)] {
        game.play(Move::Play(Point::new(x, y))).unwrap();
    }
    let a = bot(7, 600).analyze(&game);
    let b = bot(7, 600).analyze(&game);
    assert_eq!(a, b);
    let c = bot(8, 600).analyze(&game);
    assert_ne!(a.candidates, c.candidates, "another seed searches otherwise");
}
