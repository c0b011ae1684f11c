//! The computer player's move-pattern table (`go-core/src/bot/patterns.txt`):
//! a few of its patterns have the values a Go player expects, and its
//! counts agree with its header. (That it is what the shared corpora give
//! is checked in `tools.rs`, by running the `learn_patterns` example.)
#![cfg(all(feature = "bot", feature = "sgf"))]

use go_core::{Board, Color, Point, move_pattern};

const SHIPPED: &str = include_str!("../src/bot/patterns.txt");

/// Counts of one pattern in the shipped table: (played, available).
fn shipped(pattern: u32) -> (u64, u64) {
    SHIPPED
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|l| {
            let v: Vec<u64> = l.split(' ').map(|x| x.parse().unwrap()).collect();
            (v[0] == u64::from(pattern)).then_some((v[1], v[2]))
        })
        .unwrap_or((0, 0))
}

/// On an empty 19x19 board the third and fourth lines are chosen far more
/// often per point than the second, and the second more than the first
/// (the players' opening).
#[test]
fn the_table_prefers_what_players_prefer() {
    let empty: Board = format!("{}\n", ".".repeat(19)).repeat(19).parse().unwrap();
    let rate = |p: Point| {
        let (played, available) = shipped(move_pattern(&empty, Color::Black, p));
        played as f64 / available as f64
    };
    let (first, second, third, fourth) =
        (rate(Point::new(9, 0)), rate(Point::new(9, 1)), rate(Point::new(9, 2)), rate(Point::new(9, 3)));
    assert!(third > 5.0 * second && fourth > 5.0 * second && second > first, "{first} {second} {third} {fourth}");
}

/// The played counts of the table add up to the moves its header gives.
#[test]
fn played_counts_add_up_to_the_moves() {
    let header = SHIPPED.lines().next().unwrap();
    let moves: u64 = header.trim_end_matches(" moves)").rsplit('(').next().unwrap().parse().unwrap();
    let played: u64 = SHIPPED.lines().skip(1).map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(played, moves);
}
