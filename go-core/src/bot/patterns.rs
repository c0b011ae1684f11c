//! Move patterns learned from game records: how often players chose a move
//! whose 3x3 neighbourhood and line looked like this one, against how often
//! such a move was there to be chosen.
//!
//! A *pattern* ([`move_pattern`]) is the eight points around an empty
//! point, each empty, the mover's stone, the opponent's stone or off the
//! board, seen from the mover's side and taken in the least of its eight
//! rotations and reflections, together with the point's line from the
//! nearest edge (1 to 4, and 5 for the fifth line and beyond). The learned
//! table ([`PatternCounts`]) holds, per pattern, how many moves of the
//! records played it and how many empty points of the positions before
//! those moves had it. The bot's prior for a move (see the tree module)
//! grows with the logarithm of the pattern's rate of being chosen over the
//! mean rate: a simplified form of Coulom's move-pattern ratings
//! ("Computing Elo ratings of move patterns in the game of Go", ICGA
//! Journal 30(4), 2007), which fit all features of a move jointly; here
//! each pattern's rate is counted alone.
//!
//! The table shipped with the crate (`patterns.txt` beside this module) was
//! counted from the 13x13 and 19x19 records of the shared validation
//! corpora by `cargo run --release -p go-core --example learn_patterns`;
//! the test `learn_patterns_gives_the_shipped_table` (in
//! `go-core/tests/tools.rs`) runs that example again and checks that the
//! file is what it prints.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use crate::base::{Color, Move, Point};
use crate::board::Board;
use crate::game::Game;

/// The eight neighbours of a point as (dx, dy), rows from the top: the
/// order of the pattern's two-bit fields, lowest first.
const AROUND: [(i32, i32); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

/// Per symmetry (bit 0: mirror x, bit 1: mirror y, bit 2: swap x and y),
/// per field `k`, the neighbour whose content goes into field `k`.
const SYMMETRIES: [[usize; 8]; 8] = symmetries();

const fn symmetries() -> [[usize; 8]; 8] {
    let mut table = [[0usize; 8]; 8];
    let mut s = 0;
    while s < 8 {
        let mut k = 0;
        while k < 8 {
            let (mut a, mut b) = AROUND[k];
            if s & 1 != 0 {
                a = -a;
            }
            if s & 2 != 0 {
                b = -b;
            }
            if s & 4 != 0 {
                let t = a;
                a = b;
                b = t;
            }
            let mut j = 0;
            while j < 8 {
                if AROUND[j].0 == a && AROUND[j].1 == b {
                    table[s][k] = j;
                }
                j += 1;
            }
            k += 1;
        }
        s += 1;
    }
    table
}

/// The pattern of `color` playing at `p` on `board` (see the module
/// documentation): `code * 8 + line`, where `code` packs the eight
/// neighbours in two bits each (0 empty, 1 `color`'s stone, 2 the
/// opponent's, 3 off the board), least over the eight symmetries, and
/// `line` is 1 to 5 (5 on a torus, which has no edge; on a board that
/// wraps one way only, the line counts from the edges it keeps). Defined
/// for any point of the board; the learned table holds empty points only.
#[must_use]
pub fn move_pattern(board: &Board, color: Color, p: Point) -> u32 {
    let size = board.size();
    let (w, h) = (i32::from(size.width()), i32::from(size.height()));
    let topology = board.topology();
    let (wrap_x, wrap_y) = (topology.wraps_horizontally(), topology.wraps_vertically());
    let mut around = [0u32; 8];
    for (field, &(dx, dy)) in around.iter_mut().zip(&AROUND) {
        let (mut x, mut y) = (i32::from(p.x) + dx, i32::from(p.y) + dy);
        if wrap_x {
            x = x.rem_euclid(w);
        }
        if wrap_y {
            y = y.rem_euclid(h);
        }
        *field = match (u8::try_from(x), u8::try_from(y)) {
            (Ok(qx), Ok(qy)) if x < w && y < h => match board.get(Point::new(qx, qy)) {
                None => 0,
                Some(c) if c == color => 1,
                Some(_) => 2,
            },
            _ => 3,
        };
    }
    let code = SYMMETRIES
        .iter()
        .map(|perm| perm.iter().enumerate().fold(0u32, |acc, (k, &j)| acc | around[j] << (2 * k)))
        .min()
        .unwrap_or(0);
    let line = super::tree::line(board, p).map_or(5, |l| l.clamp(1, 5));
    code * 8 + u32::try_from(line).unwrap_or(5)
}

/// Per pattern, how many moves played it and how many empty points had it
/// when a move was made: what [`move_pattern`]'s table is learned from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PatternCounts {
    /// Pattern → (moves that played it, empty points that had it).
    counts: BTreeMap<u32, (u64, u64)>,
    /// Moves counted.
    moves: u64,
}

impl PatternCounts {
    /// No counts yet.
    #[must_use]
    pub fn new() -> PatternCounts {
        PatternCounts::default()
    }

    /// Moves counted so far.
    #[must_use]
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// Patterns seen so far.
    #[must_use]
    pub fn len(&self) -> usize {
        self.counts.len()
    }

    /// Whether nothing has been counted.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// Counts the stone moves of `game` from its start (the position
    /// before its first move: setup and handicap stones in place): for
    /// each, the pattern of every empty point for the side that moved,
    /// and the pattern of the point it played. Passes are skipped; the
    /// count stops at the first move that its position cannot take (a
    /// move onto a stone, which a tolerant replay can hold), so that every
    /// position counted is one the game really had.
    pub fn add_game(&mut self, game: &Game) {
        let mut start = game.clone();
        while start.undo().is_ok() {}
        let mut board = start.board().clone();
        for record in game.moves() {
            let Move::Play(p) = record.mv else { continue };
            let color = record.seat.color;
            if board.get(p).is_some() {
                break;
            }
            for q in board.size().points() {
                if board.get(q).is_none() {
                    self.counts.entry(move_pattern(&board, color, q)).or_default().1 += 1;
                }
            }
            self.counts.entry(move_pattern(&board, color, p)).or_default().0 += 1;
            self.moves += 1;
            if board.play(color, p).is_err() {
                break;
            }
        }
    }

    /// The table as text: a comment line, then one line per pattern in
    /// increasing order, `pattern played available` in decimal. What
    /// `patterns.txt` holds and the bot reads.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = format!("# move patterns: pattern played available ({} moves)\n", self.moves);
        for (pattern, (played, available)) in &self.counts {
            let _ = writeln!(out, "{pattern} {played} {available}");
        }
        out
    }
}

/// The table the crate ships (see the module documentation).
const SHIPPED: &str = include_str!("patterns.txt");

/// The most a pattern's weight moves a prior either way, in units of the
/// natural logarithm of its rate over the mean.
const MAX_WEIGHT: f32 = 4.0;

/// Per pattern of the shipped table, `ln` of its smoothed rate of being
/// played over the mean rate, clamped to ±[`MAX_WEIGHT`]: `(played + 1) /
/// (available + 1 / mean)` over `mean`, `mean` being all moves over all
/// empty points counted, so that a pattern seldom seen stays near 0.
fn weights() -> &'static FxHashMap<u32, f32> {
    static WEIGHTS: OnceLock<FxHashMap<u32, f32>> = OnceLock::new();
    WEIGHTS.get_or_init(|| parse_weights(SHIPPED))
}

fn parse_weights(text: &str) -> FxHashMap<u32, f32> {
    let rows: Vec<(u32, f64, f64)> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut it = l.split_ascii_whitespace();
            Some((it.next()?.parse().ok()?, it.next()?.parse().ok()?, it.next()?.parse().ok()?))
        })
        .collect();
    let played: f64 = rows.iter().map(|r| r.1).sum();
    let available: f64 = rows.iter().map(|r| r.2).sum();
    if played <= 0.0 || available <= 0.0 {
        return FxHashMap::default();
    }
    let mean = played / available;
    rows.into_iter()
        .map(|(pattern, p, a)| {
            let rate = (p + 1.0) / (a + 1.0 / mean);
            // A weight in ±MAX_WEIGHT is exact enough as an f32.
            #[allow(clippy::cast_possible_truncation)]
            let weight = (rate / mean).ln().clamp(-f64::from(MAX_WEIGHT), f64::from(MAX_WEIGHT)) as f32;
            (pattern, weight)
        })
        .collect()
}

/// The learned weight of `color` playing at `p` (see [`weights`]): above
/// 0 for a move players choose more often than the mean, below for less;
/// 0 for a pattern the table does not hold.
pub(super) fn weight(board: &Board, color: Color, p: Point) -> f32 {
    weights().get(&move_pattern(board, color, p)).copied().unwrap_or(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(diagram: &str) -> Board {
        diagram.parse().unwrap()
    }

    #[test]
    fn symmetries_are_permutations() {
        for perm in SYMMETRIES {
            let mut seen = [false; 8];
            for j in perm {
                seen[j] = true;
            }
            assert!(seen.iter().all(|&s| s));
        }
        assert_eq!(SYMMETRIES[0], [0, 1, 2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn a_pattern_is_the_same_under_rotation_reflection_and_colour() {
        // The mover's stones to the left and above-left, the opponent's
        // above; then the same turned half round, then with the colours
        // swapped and the other side to move.
        let a = board(".....\n.XO..\n.X...\n.....\n.....\n");
        let b = board(".....\n.....\n...X.\n..OX.\n.....\n");
        let c = board(".....\n.OX..\n.O...\n.....\n.....\n");
        let p = Point::new(2, 2);
        let pa = move_pattern(&a, Color::Black, p);
        assert_eq!(pa, move_pattern(&b, Color::Black, p));
        assert_eq!(pa, move_pattern(&c, Color::White, p));
        assert_ne!(pa, move_pattern(&a, Color::White, p), "seen from the other side");
        assert_eq!(pa % 8, 3, "the centre of a 5x5 board is on the third line");
    }

    #[test]
    fn the_edge_is_off_the_board_and_lines_count_from_it() {
        let b = board(
            ".........\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n",
        );
        // A corner point: five neighbours off the board, three empty.
        let corner = move_pattern(&b, Color::Black, Point::new(0, 0));
        assert_eq!(corner % 8, 1);
        let fields: Vec<u32> = (0..8).map(|k| ((corner / 8) >> (2 * k)) & 3).collect();
        assert_eq!(fields.iter().filter(|&&f| f == 3).count(), 5);
        assert_eq!(move_pattern(&b, Color::Black, Point::new(3, 2)) % 8, 3);
        assert_eq!(move_pattern(&b, Color::Black, Point::new(4, 4)) % 8, 5);
    }

    #[test]
    fn weights_follow_the_counts() {
        // Two patterns, each available 1,000 times: one played 100 times,
        // the other 10; the mean rate is 110 / 2,000.
        let w = parse_weights("# test\n8 100 1000\n16 10 1000\nbad line\n");
        assert_eq!(w.len(), 2);
        let mean = 110.0 / 2000.0;
        #[allow(clippy::cast_possible_truncation)]
        let expect = |p: f64, a: f64| ((p + 1.0) / (a + 1.0 / mean) / mean).ln() as f32;
        assert!((w[&8] - expect(100.0, 1000.0)).abs() < 1e-6);
        assert!((w[&16] - expect(10.0, 1000.0)).abs() < 1e-6);
        assert!(w[&8] > 0.0 && w[&16] < 0.0);
        assert!(parse_weights("").is_empty());
    }

    #[test]
    fn the_shipped_table_loads() {
        assert!(weights().len() > 1000);
        assert!(weights().values().all(|w| w.abs() <= MAX_WEIGHT));
    }
}
