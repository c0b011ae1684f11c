//! Counting a finished position: area, territory with seki, the game site's
//! formula, Tromp-Taylor; dead-stone regions; pass-alive (Benson) analysis.
//!
//! [`score`] is a pure function of (board, dead stones, prisoners, rules,
//! handicap). It never decides life and death: the dead stones are given.
//! [`pass_alive`], [`suggest_dead_stones`] (what pass-alive analysis proves)
//! and [`estimate_dead_stones`] (pass-alive analysis, seki and playouts) are
//! separate helpers that only suggest; [`chain_status`] names each chain
//! alive, dead or in seki for a given set of dead stones.

mod benson;
mod dead;
mod graph;
mod reading;
mod regions;

use crate::base::{ByColor, Color, CountingError, GameResult, Point};
use crate::board::Board;
use crate::rules::{Counting, DeadStones, Rules, UnfilledDame};

pub use benson::{PassAlive, pass_alive, suggest_dead_stones};
pub use dead::{
    ChainStatus, DeadStoneEstimate, EstimateOptions, chain_status, estimate_dead_stones, estimate_dead_stones_with_stop,
};
#[cfg(feature = "bot")]
pub(crate) use reading::{Limits, can_capture, can_capture_with, can_capture_without_threats};
use regions::Regions;
pub use regions::{region_stones, seki_liberties};

/// One side's part of a count. Which fields add up to the total depends on
/// the counting method (RULES.md section 4):
///
/// - area: `stones + territory`, plus `komi` and `bonus` for White;
/// - territory: `territory + prisoners + ` the opponent's `dead_stones`, plus
///   `komi` for White;
/// - game site: `territory − ` the opponent's `prisoners` (own stones
///   captured) `− dead_stones` (own dead stones), minus `komi` for Black.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SideScore {
    /// This side's living stones on the board (dead stones excluded).
    pub stones: u32,
    /// Empty points (dead stones' points included) counted for this side:
    /// regions it alone borders, less seki under territory methods.
    pub territory: u32,
    /// Stones this side captured during play (and AGA pass stones received).
    pub prisoners: u32,
    /// This side's own stones marked dead (removed before counting).
    pub dead_stones: u32,
    /// Komi this side receives (White) or pays (Black under the game site's
    /// formula), in half points; 0 otherwise.
    pub komi: i32,
    /// Handicap compensation received, in points (White under area counting).
    pub bonus: u32,
    /// Empty points of this side's regions that are in seki (territory
    /// methods only; they count for nobody). A shared liberty, which both
    /// sides' chains touch, is in both sides' `seki` (and once in
    /// [`Score::neutral`]).
    pub seki: u32,
    /// Pair Go penalty points received for the other side's moves out of
    /// turn (RULES.md section 6); added to the total.
    pub penalty: u32,
    /// The side's total in half points.
    pub total: i64,
}

/// The count of a position ([`score`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Score {
    /// The counting method used.
    pub counting: Counting,
    /// Black's part.
    pub black: SideScore,
    /// White's part.
    pub white: SideScore,
    /// Who each point counts for, row-major (see `BoardSize::index_of`):
    /// a living stone or a counted empty point of that colour, `None` for a
    /// neutral or seki point.
    pub ownership: Vec<Option<Color>>,
    /// The unfilled dame (after removing dead stones), row-major: the empty
    /// points of empty regions bordered by living stones of both colours (a
    /// wide neutral gap included), but the seki liberties neither side can
    /// fill without self-atari (see [`unfilled_dame`]).
    pub dame: Vec<Point>,
    /// Empty points counted for nobody (neutral or seki), row-major order.
    pub neutral: Vec<Point>,
    /// White's total minus Black's total, in half points.
    pub margin: i64,
    /// The result this count gives.
    pub result: GameResult,
}

impl Score {
    /// Adds Pair Go penalty points received by each side to the totals, the
    /// margin and the result.
    #[must_use]
    pub fn with_penalties(mut self, penalties: ByColor<u32>) -> Score {
        self.black.penalty += penalties.black;
        self.white.penalty += penalties.white;
        self.black.total += 2 * i64::from(penalties.black);
        self.white.total += 2 * i64::from(penalties.white);
        self.margin = self.white.total - self.black.total;
        self.result = GameResult::from_margin(self.margin);
        self
    }

    /// The part of `color`.
    #[must_use]
    pub fn side(&self, color: Color) -> &SideScore {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// Counts `board` with the given dead stones removed, under `rules`.
///
/// `prisoners` are the stones each colour captured during play (including AGA
/// pass stones); `handicap_stones` sets the area-counting compensation
/// (RULES.md section 4). Under Tromp-Taylor rules (`DeadStones::NeverRemoved`)
/// `dead` is ignored: every stone counts.
///
/// Seki under territory methods follows RULES.md section 4: with dead stones
/// removed, each colour's maximal regions of points not occupied by the other
/// colour are in seki when they contain a seki liberty or one of the owner's
/// chains in atari; their empty points are not territory. Which shared
/// liberties (empty points next to living stones of both colours) are seki
/// liberties is the rules' [`UnfilledDame`] axis: all of them under
/// [`UnfilledDame::Strict`]; under [`UnfilledDame::CountAsFilled`] only those
/// that neither colour can fill without self-atari ([`seki_liberties`]), the
/// others being neutral dame that cost nobody territory, except the moves
/// that filling them forces inside one's own territory (a connection
/// after a fill, a chain in atari connected, dead stones that must be
/// captured in a race: see [`UnfilledDame::CountAsFilled`]), whose points
/// are listed in [`Score::neutral`]; under this reading a chain in atari
/// whose owner connects safely is no sign of seki. Either way the unfilled
/// dame are listed in [`Score::dame`] and never filled.
///
/// # Errors
/// [`CountingError::OffBoard`] or [`CountingError::NotAStone`] for a point
/// of `dead` that is off the board or empty;
/// [`CountingError::MarginTooLarge`] when the margin is beyond what a
/// [`GameResult`] holds (`u32::MAX` half points), which only prisoners or
/// handicap stones beyond any game's can give.
pub fn score(
    board: &Board,
    dead: &[Point],
    prisoners: ByColor<u32>,
    rules: &Rules,
    handicap_stones: u32,
) -> Result<Score, CountingError> {
    let size = board.size();
    let mut marks = vec![false; size.area()];
    for &p in dead {
        let i = size.index_of(p).ok_or(CountingError::OffBoard(p))?;
        board.get(p).ok_or(CountingError::NotAStone(p))?;
        marks[i] = true;
    }
    let score = score_marked(board, &marks, prisoners, rules, handicap_stones);
    // Found from outside: `prisoners` of 2^32 - 1 gave a result of
    // W+2147483647.5 beside a margin of 4294967301.5.
    if score.margin.unsigned_abs() > u64::from(u32::MAX) {
        return Err(CountingError::MarginTooLarge { half_points: score.margin });
    }
    Ok(score)
}

/// [`score`] with the dead stones given as marks, row-major: a mark on an
/// empty point or beyond the board's area is ignored, so this cannot fail
/// (the game's counting phase keeps its marks this way).
#[must_use]
pub(crate) fn score_marked(
    board: &Board,
    marks: &[bool],
    prisoners: ByColor<u32>,
    rules: &Rules,
    handicap_stones: u32,
) -> Score {
    let size = board.size();
    let mut grid = board.colors();
    let mut dead_count = ByColor::new(0u32, 0u32);
    if rules.dead_stones() == DeadStones::Agreed {
        for (cell, &marked) in grid.iter_mut().zip(marks) {
            if marked && let Some(c) = cell.take() {
                dead_count[c] += 1;
            }
        }
    }
    let territory_method = rules.counting().is_territory();
    // Seki only matters to territory methods; area counting needs no
    // reading of the shared liberties.
    let reading = if territory_method { rules.unfilled_dame() } else { UnfilledDame::Strict };
    let regions = Regions::new(board, &grid, reading);
    let owner = if territory_method { regions.territory_owner() } else { regions.area_owner() };

    let mut black = SideScore { prisoners: prisoners.black, dead_stones: dead_count.black, ..SideScore::default() };
    let mut white = SideScore { prisoners: prisoners.white, dead_stones: dead_count.white, ..SideScore::default() };
    let mut ownership = vec![None; size.area()];
    let mut neutral = Vec::new();
    for (i, p) in size.points().enumerate() {
        match grid[i] {
            Some(c) => {
                ownership[i] = Some(c);
                match c {
                    Color::Black => black.stones += 1,
                    Color::White => white.stones += 1,
                }
            }
            None => match owner[i] {
                Some(c) => {
                    ownership[i] = Some(c);
                    match c {
                        Color::Black => black.territory += 1,
                        Color::White => white.territory += 1,
                    }
                }
                None => neutral.push(p),
            },
        }
    }
    if territory_method {
        let seki = regions.seki_points();
        black.seki = seki.black;
        white.seki = seki.white;
    }

    let komi = rules.komi().half_points();
    let bonus = rules.handicap_bonus().points(handicap_stones);
    match rules.counting() {
        Counting::Territory => {
            white.komi = komi;
            // Summed as i64: prisoners near u32::MAX wrapped a u32 sum
            // (found from outside: W+8.5 for Black's 2^32 - 2 prisoners).
            let sum = |a: u32, b: u32, c: u32| i64::from(a) + i64::from(b) + i64::from(c);
            black.total = 2 * sum(black.territory, black.prisoners, white.dead_stones);
            white.total = 2 * sum(white.territory, white.prisoners, black.dead_stones) + i64::from(komi);
        }
        Counting::GameSite => {
            black.komi = komi;
            black.total = 2 * (i64::from(black.territory) - i64::from(white.prisoners) - i64::from(black.dead_stones))
                - i64::from(komi);
            white.total = 2 * (i64::from(white.territory) - i64::from(black.prisoners) - i64::from(white.dead_stones));
        }
        Counting::Area => {
            white.komi = komi;
            white.bonus = bonus;
            black.total = 2 * i64::from(black.stones + black.territory);
            white.total = 2 * i64::from(white.stones + white.territory) + i64::from(komi) + 2 * i64::from(bonus);
        }
    }
    let margin = white.total - black.total;
    Score {
        counting: rules.counting(),
        black,
        white,
        ownership,
        dame: regions.dame(),
        neutral,
        margin,
        result: GameResult::from_margin(margin),
    }
}

/// What White receives in an area count besides its points, in half
/// points: the komi and the area-counting handicap compensation for
/// `handicap_stones` under `rules` (RULES.md section 4). For the counts of
/// playouts, where every stone left is alive.
pub(crate) fn area_bonus_half_points(rules: &Rules, handicap_stones: u32) -> i64 {
    i64::from(rules.komi().half_points()) + 2 * i64::from(rules.handicap_bonus().points(handicap_stones))
}

/// White's margin in half points of an area count: each colour's `area`
/// (stones plus the empty points only it borders) and White's `bonus`
/// ([`area_bonus_half_points`]). With no stone dead this is what [`score`]
/// gives under area counting.
pub(crate) fn area_margin_half_points(area: ByColor<u32>, bonus: i64) -> i64 {
    2 * (i64::from(area.white) - i64::from(area.black)) + bonus
}

/// The unfilled dame, with `dead` removed first: the empty points of the
/// empty regions bordered by living stones of both colours (neutral
/// points, a wide gap included), but the seki liberties that neither side
/// can fill without self-atari; the points players should fill before a
/// territory count (RULES.md section 4). Row-major order.
///
/// # Errors
/// As [`score`].
pub fn unfilled_dame(board: &Board, dead: &[Point]) -> Result<Vec<Point>, CountingError> {
    let size = board.size();
    let mut grid = board.colors();
    for &p in dead {
        let i = size.index_of(p).ok_or(CountingError::OffBoard(p))?;
        grid[i].ok_or(CountingError::NotAStone(p))?;
        grid[i] = None;
    }
    Ok(Regions::new(board, &grid, UnfilledDame::Strict).dame())
}
