//! Handicap: the fixed star-point placement of the GTP specification and the
//! rules for free placement (RULES.md section 5).

use crate::base::codes::vocabulary;
use crate::base::{BoardSize, Point, SetupError};
use crate::board::Topology;

/// How Black's handicap stones are placed (RULES.md section 5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Handicap {
    /// An even game: Black moves first.
    #[default]
    None,
    /// N stones on the standard star points ([`fixed_handicap_points`]),
    /// then White moves.
    Fixed(u32),
    /// Black places N stones anywhere empty as its first turn
    /// (`Game::place_free_handicap`), then White moves.
    Free(u32),
}

impl Handicap {
    /// The number of handicap stones (0 for an even game).
    #[must_use]
    pub const fn stones(self) -> u32 {
        match self {
            Handicap::None => 0,
            Handicap::Fixed(n) | Handicap::Free(n) => n,
        }
    }
}

impl Handicap {
    /// A handicap of `stones` stones (0: an even game) placed as `rules`
    /// place it when the caller does not choose (RULES.md section 9's
    /// presets): free under the game site's rules, where Black places its
    /// stones as its first turn (source document 003), on the star points
    /// under every other rule set.
    #[must_use]
    pub fn of(stones: u32, rules: &crate::rules::Rules) -> Handicap {
        match stones {
            0 => Handicap::None,
            n if rules.base_preset() == crate::rules::Preset::GameSite => Handicap::Free(n),
            n => Handicap::Fixed(n),
        }
    }

    /// The kind of handicap as a stable code and name.
    #[must_use]
    pub const fn kind(self) -> HandicapKind {
        match self {
            Handicap::None => HandicapKind::None,
            Handicap::Fixed(_) => HandicapKind::Fixed,
            Handicap::Free(_) => HandicapKind::Free,
        }
    }
}

vocabulary! {
    /// The kind of a [`Handicap`], as a stable code and name.
    pub enum HandicapKind {
        /// An even game.
        None = 0 => "none",
        /// Stones on the standard star points.
        Fixed = 1 => "fixed",
        /// Stones placed by Black anywhere empty.
        Free = 2 => "free",
    }
}

vocabulary! {
    /// On which line (counted from the edge, from 1) the corner stones of a
    /// fixed handicap stand on 12x12, where engines disagree (RULES.md
    /// section 5). Boards up to 11 use the third line and boards from 13 the
    /// fourth.
    pub enum CornerLine12 {
        /// Third line on 12x12 (the default).
        Third = 3 => "third" | "3",
        /// Fourth line on 12x12: what GNU Go 3.8's `fixed_handicap`
        /// places (`boardsize 12`, `fixed_handicap 4` gives D9 J9 D4 J4).
        Fourth = 4 => "fourth" | "4",
    }
}

impl Default for CornerLine12 {
    /// [`CornerLine12::Third`].
    fn default() -> CornerLine12 {
        CornerLine12::Third
    }
}

/// The largest fixed handicap on a board (RULES.md section 5, after the GTP
/// specification's `fixed_handicap`): 0 below 7x7 and on non-square boards, 4
/// on 7x7 and on even sides, 9 on odd sides from 9.
#[must_use]
pub fn max_fixed_handicap(size: BoardSize) -> u32 {
    let s = size.width();
    if !size.is_square() || s < 7 {
        0
    } else if s == 7 || s.is_multiple_of(2) {
        4
    } else {
        9
    }
}

/// The points of a fixed handicap of `stones` (2..=9) on a planar square
/// board, in the GTP specification's order: the corners first (lower left,
/// upper right, upper left, lower right), then the sides and the centre.
///
/// # Errors
/// [`SetupError::InvalidHandicap`] for fewer than 2 stones (no handicap
/// of any kind has fewer); [`SetupError::FixedHandicapUnavailable`] on a
/// board without such a placement (see [`max_fixed_handicap`]).
pub fn fixed_handicap_points(size: BoardSize, stones: u32, line12: CornerLine12) -> Result<Vec<Point>, SetupError> {
    let unavailable = |reason| SetupError::FixedHandicapUnavailable { stones, reason };
    if stones < 2 {
        return Err(SetupError::InvalidHandicap(stones));
    }
    if !size.is_square() {
        return Err(unavailable("fixed placement needs a square board"));
    }
    if size.width() < 7 {
        return Err(unavailable("fixed placement needs a side of at least 7"));
    }
    if stones > max_fixed_handicap(size) {
        return Err(unavailable("more stones than the standard placement of this board size"));
    }
    let s = size.width();
    let d = if s < 12 || (s == 12 && line12 == CornerLine12::Third) { 2 } else { 3 };
    // Coordinates as (column from left, row from bottom), 0-based.
    let lo = d;
    let hi = s - 1 - d;
    let mid = s / 2;
    let mut v: Vec<(u8, u8)> = vec![(lo, lo), (hi, hi)];
    if stones >= 3 {
        v.push((lo, hi));
    }
    if stones >= 4 {
        v.push((hi, lo));
    }
    if stones >= 6 {
        v.push((lo, mid));
        v.push((hi, mid));
    }
    if stones >= 8 {
        v.push((mid, lo));
        v.push((mid, hi));
    }
    if stones % 2 == 1 && stones >= 5 {
        v.push((mid, mid));
    }
    Ok(v.into_iter().map(|(x, row)| Point::new(x, s - 1 - row)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vertices(size: u32, n: u32) -> Vec<String> {
        let size = BoardSize::square(size).unwrap();
        fixed_handicap_points(size, n, CornerLine12::Third)
            .unwrap()
            .into_iter()
            .map(|p| p.to_vertex(size).unwrap())
            .collect()
    }

    #[test]
    fn the_game_site_places_its_handicap_freely() {
        use crate::rules::{Preset, Rules};
        let site = Preset::GameSite.rules(BoardSize::NINE);
        assert_eq!(Handicap::of(4, &site), Handicap::Free(4));
        assert_eq!(Handicap::of(4, &site.with_komi(crate::rules::Komi::from_half_points(1))), Handicap::Free(4));
        assert_eq!(Handicap::of(0, &site), Handicap::None);
        for &p in Preset::ALL.iter().filter(|&&p| p != Preset::GameSite) {
            assert_eq!(Handicap::of(4, &p.rules(BoardSize::NINETEEN)), Handicap::Fixed(4), "{p}");
        }
        assert_eq!(Handicap::of(0, &Rules::chinese()), Handicap::None);
    }

    #[test]
    fn gtp_placements_on_19x19() {
        assert_eq!(vertices(19, 2), ["D4", "Q16"]);
        assert_eq!(vertices(19, 3), ["D4", "Q16", "D16"]);
        assert_eq!(vertices(19, 4), ["D4", "Q16", "D16", "Q4"]);
        assert_eq!(vertices(19, 5), ["D4", "Q16", "D16", "Q4", "K10"]);
        assert_eq!(vertices(19, 6), ["D4", "Q16", "D16", "Q4", "D10", "Q10"]);
        assert_eq!(vertices(19, 7), ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K10"]);
        assert_eq!(vertices(19, 8), ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16"]);
        assert_eq!(vertices(19, 9), ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16", "K10"]);
    }

    #[test]
    fn small_and_even_boards() {
        assert_eq!(vertices(9, 2), ["C3", "G7"]);
        assert_eq!(vertices(9, 5), ["C3", "G7", "C7", "G3", "E5"]);
        assert_eq!(vertices(13, 4), ["D4", "K10", "D10", "K4"]);
        assert_eq!(vertices(7, 4), ["C3", "E5", "C5", "E3"]);
        let twelve = BoardSize::square(12).unwrap();
        let fourth = fixed_handicap_points(twelve, 2, CornerLine12::Fourth).unwrap();
        assert_eq!(fourth[0].to_vertex(twelve).unwrap(), "D4");
        assert_eq!(vertices(12, 2), ["C3", "K10"]);
        for (size, max) in [(6, 0), (7, 4), (8, 4), (9, 9), (10, 4), (19, 9), (25, 9)] {
            assert_eq!(max_fixed_handicap(BoardSize::square(size).unwrap()), max, "{size}");
        }
        assert!(fixed_handicap_points(BoardSize::square(8).unwrap(), 5, CornerLine12::Third).is_err());
        assert!(fixed_handicap_points(BoardSize::new(19, 13).unwrap(), 2, CornerLine12::Third).is_err());
        assert!(fixed_handicap_points(BoardSize::NINETEEN, 1, CornerLine12::Third).is_err());
    }
}

/// Points for a free handicap of `n` stones when the engine chooses them
/// (GTP's `place_free_handicap`): the fixed placement where the board has
/// one for `n` (planar square boards), else as many of its points as it
/// has, then each further stone on an empty point off the first two lines
/// where the board has such points (a stone on the edge helps little:
/// found from outside, the 10th stone on 19x19 went to the 1-1 point),
/// the farthest from the stones already chosen (Manhattan distance),
/// preferring the third or fourth line, then the first such point in
/// row-major order; but a point off the edge at least half the board's
/// shorter side from every stone chosen comes before one nearer (on a
/// small board, the second line before a clump in the middle). At most
/// the board's area less one point. A choice of style, not of rules: the
/// game checks the points.
#[must_use]
pub fn free_handicap_points(size: BoardSize, topology: Topology, n: u32) -> Vec<Point> {
    let most = if topology == Topology::Planar { max_fixed_handicap(size).min(n) } else { 0 };
    let mut chosen =
        if most >= 2 { fixed_handicap_points(size, most, CornerLine12::Third).unwrap_or_default() } else { Vec::new() };
    let want = usize::try_from(n).unwrap_or(usize::MAX).min(size.area().saturating_sub(1));
    let ideal_line = if size.width().min(size.height()) >= 13 { 3 } else { 2 };
    let line = |p: Point| p.x.min(size.width() - 1 - p.x).min(p.y).min(size.height() - 1 - p.y);
    let distance = |a: Point, b: Point| u32::from(a.x.abs_diff(b.x)) + u32::from(a.y.abs_diff(b.y));
    // The line a stone should reach first: the third (0-based 2), or the
    // board's middle line when it has no third.
    let inner = ((size.width().min(size.height()) - 1) / 2).min(2);
    let apart = u32::from(size.width().min(size.height()) / 2);
    let mut nearest: Vec<u32> =
        size.points().map(|p| chosen.iter().map(|&q| distance(p, q)).min().unwrap_or(u32::MAX)).collect();
    while chosen.len() < want {
        // A point off the edge at least half the board's shorter side from
        // every stone comes first, so that a small board's few inner
        // points do not take every stone (found from outside: 3 stones on
        // 6x6 went to C4, D3 and D4); on a board the fixed placement
        // already covers, no such point is that far.
        let best = size.points().zip(&nearest).filter(|&(_, &d)| d > 0).max_by_key(|&(p, &d)| {
            (
                d >= apart && line(p) >= 1,
                line(p).min(inner),
                d,
                std::cmp::Reverse(line(p).abs_diff(ideal_line)),
                std::cmp::Reverse((p.y, p.x)),
            )
        });
        let Some((p, _)) = best else { break };
        chosen.push(p);
        for (q, d) in size.points().zip(nearest.iter_mut()) {
            *d = (*d).min(distance(p, q));
        }
    }
    chosen
}

#[cfg(test)]
mod free_tests {
    use super::*;

    #[test]
    fn free_handicap_choice_spreads_out() {
        let nine = BoardSize::NINE;
        let four = free_handicap_points(nine, Topology::Planar, 4);
        assert_eq!(four, fixed_handicap_points(nine, 4, CornerLine12::Third).unwrap());
        // Found from outside: 3 stones on 6x6 went to C4, D3 and D4.
        let six = BoardSize::square(6).unwrap();
        let three = free_handicap_points(six, Topology::Planar, 3);
        assert_eq!(three, vec![Point::new(2, 2), Point::new(4, 4), Point::new(4, 1)]);
        for (i, &a) in three.iter().enumerate() {
            for &b in &three[i + 1..] {
                assert!(a.x.abs_diff(b.x) + a.y.abs_diff(b.y) >= 3, "{three:?}");
            }
        }
        let many = free_handicap_points(nine, Topology::Planar, 20);
        assert_eq!(many.len(), 20);
        let mut sorted = many.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 20);
        assert_eq!(free_handicap_points(BoardSize::square(3).unwrap(), Topology::Planar, 8).len(), 8);
        assert_eq!(free_handicap_points(BoardSize::square(3).unwrap(), Topology::Planar, 20).len(), 8);
        let torus = free_handicap_points(nine, Topology::Torus, 4);
        assert_eq!(torus.len(), 4);
        // Off the first two lines while the board has room there: the
        // 10th to 20th stones on 19x19, the 10th on 9x9; 7x7's 5th stone
        // is the centre (as GNU Go places it), 5x5's first.
        let edge = |p: &Point, s: BoardSize| p.x.min(s.width() - 1 - p.x).min(p.y).min(s.height() - 1 - p.y) < 2;
        for n in 10..=20 {
            assert!(
                !free_handicap_points(BoardSize::NINETEEN, Topology::Planar, n)
                    .iter()
                    .any(|p| edge(p, BoardSize::NINETEEN)),
                "{n}"
            );
        }
        assert!(!free_handicap_points(nine, Topology::Planar, 10).iter().any(|p| edge(p, nine)));
        let seven = BoardSize::square(7).unwrap();
        assert_eq!(free_handicap_points(seven, Topology::Planar, 5)[4], Point::new(3, 3));
        let five = BoardSize::square(5).unwrap();
        let first = free_handicap_points(five, Topology::Planar, 4);
        assert_eq!(first[0], Point::new(2, 2));
        assert!(first.iter().all(|p| p.x % 4 != 0 || p.y % 4 != 0), "no corner: {first:?}");
    }
}
