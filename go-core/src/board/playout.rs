//! Light random playouts: the fast path the computer player and the
//! benchmarks use.
//!
//! The policy is the field's standard "light" playout: the side to move plays
//! uniformly at random among the empty points that are not the simple-ko
//! point, not suicide and not a single-point eye of its own; with no such
//! point it passes, and two passes in a row end the playout. A point is an eye
//! of a colour when all its orthogonal neighbours are that colour's stones (or
//! the edge), and its diagonal neighbours holding opponent stones, plus one if
//! the point is on the edge, number fewer than two. Superko is not checked.

use rand::Rng;

use crate::base::codes::vocabulary;

use super::{BLACK, Board, EMPTY, EYE_SHAPE, WALL, WHITE, has_empty_neighbor, stone_of};
use crate::base::Point;
use crate::base::{ByColor, Color};

/// Limits of a light playout ([`Board::playout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlayoutPolicy {
    /// The playout stops after this many moves (passes included) even
    /// without two passes, so that a cycle cannot run forever. Default: three
    /// times the number of points, plus 20.
    pub max_moves: u32,
    /// What else ends the playout.
    pub end: PlayoutEnd,
    /// How moves are chosen.
    pub style: PlayoutStyle,
}

vocabulary! {
    /// How a playout chooses its moves. Its names (`light`, `heavy`,
    /// `heavy_races`) and stable codes (0, 1, 2) are what the C ABI
    /// (`GoPlayoutStyle`) and the Python module (`style=`) take.
    pub enum PlayoutStyle {
        /// Uniformly at random among the light candidates (module
        /// documentation): the fastest, and the benchmarks' measure. The
        /// default.
        Light = 0 => "light",
        /// Captures and atari rescues around the last move first, then 3x3
        /// shape patterns around it, then a light move that avoids
        /// self-atari (the board's `heavy` module documents the order and
        /// its source). What the dead-stone estimate plays.
        Heavy = 1 => "heavy",
        /// [`PlayoutStyle::Heavy`] with one more step between the captures
        /// and the shapes: capturing races of own chains with two liberties
        /// next to the last move (extend to three liberties, or atari an
        /// opposing chain with two; the board's `heavy` module documents
        /// it). What the computer player plays: against GNU Go 3.8 level 1
        /// on 9x9 at 2,000 playouts a move it halved the games lost by more
        /// than half the board (18 in 800 instead of 36), at 9% more time
        /// per move on 9x9 and 25% on 19x19.
        HeavyRaces = 2 => "heavy_races",
    }
}

impl Default for PlayoutStyle {
    /// [`PlayoutStyle::Light`].
    fn default() -> PlayoutStyle {
        PlayoutStyle::Light
    }
}

/// What ends a light playout besides the move limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlayoutEnd {
    /// Two passes in a row (ordinary Go).
    #[default]
    TwoPasses,
    /// Two passes, or the first capture (Atari Go).
    FirstCapture,
}

impl PlayoutPolicy {
    /// The default limit for a board of `area` points: `3 * area + 20` moves,
    /// ended by two passes, light moves.
    #[must_use]
    pub fn for_area(area: usize) -> PlayoutPolicy {
        PlayoutPolicy {
            max_moves: u32::try_from(3 * area + 20).unwrap_or(u32::MAX),
            end: PlayoutEnd::TwoPasses,
            style: PlayoutStyle::Light,
        }
    }

    /// This policy with another move choice.
    #[must_use]
    pub fn with_style(mut self, style: PlayoutStyle) -> PlayoutPolicy {
        self.style = style;
        self
    }

    /// This policy with another end condition.
    #[must_use]
    pub fn with_end(mut self, end: PlayoutEnd) -> PlayoutPolicy {
        self.end = end;
        self
    }
}

/// How a light playout ended ([`Board::playout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutOutcome {
    /// Moves made, passes included.
    pub moves: u32,
    /// Stones placed (moves that were not passes).
    pub stones_played: u32,
    /// `true` when two passes in a row ended it, `false` when the move limit
    /// did.
    pub ended_by_passes: bool,
    /// The side that would move next.
    pub to_move: Color,
    /// Under [`PlayoutEnd::FirstCapture`], the side whose capture ended it.
    pub first_capture: Option<Color>,
}

/// A number in `0..n` from one 64-bit draw: the high half of the draw times
/// `n`. Each value comes with probability `k / 2^64` for `k` within 1 of
/// `2^64 / n`, a bias below `n / 2^64`, as small as that of
/// `Rng::random_range`, with one generator step and one multiplication.
#[inline(always)]
fn draw<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    ((u128::from(rng.next_u64()) * n as u128) >> 64) as usize
}

impl Board {
    /// Whether the empty point `p` is a single-point eye of `color` under the
    /// playout definition (see the module documentation). `false` for an
    /// occupied or off-board point.
    #[must_use]
    pub fn is_eye(&self, p: Point, color: Color) -> bool {
        self.size.contains(p) && {
            let c = self.cell(p);
            // SAFETY: `c` is an on-board cell.
            self.cells[c] == EMPTY && unsafe { self.is_eye_cell::<true>(c, stone_of(color)) }
        }
    }

    /// Whether placing `stone` on the empty cell `c` is suicide: no empty
    /// neighbour, no opponent chain in atari next to it, and no own chain
    /// next to it with a liberty besides `c`. The same answer as
    /// `analyze_cell(..).suicide > 0`, without the hash work.
    ///
    /// # Safety
    /// `c` is an on-board cell (see the `raw` module).
    #[inline(always)]
    pub(super) unsafe fn is_suicide_cell<const WRAP: bool>(&self, stone: u8, c: usize) -> bool {
        // SAFETY: `c` is an on-board cell, `n` its neighbours; a chain is
        // read only for a stone.
        unsafe {
            if has_empty_neighbor(self.nbr_u(c)) {
                return false;
            }
            for n in self.neighbors_in::<WRAP>(c) {
                let v = self.cell_u(n);
                if v == WALL {
                    continue;
                }
                let atari = self.chain_of_u(n).in_atari();
                if (v == stone) != atari {
                    // An own chain with another liberty, or an opponent
                    // chain in atari (captured by this move).
                    return false;
                }
            }
        }
        true
    }

    /// Whether the empty cell `c` is an eye of `stone` (module
    /// documentation).
    ///
    /// # Safety
    /// `c` is an on-board cell (see the `raw` module).
    #[inline(always)]
    pub(super) unsafe fn is_eye_cell<const WRAP: bool>(&self, c: usize, stone: u8) -> bool {
        // Every orthogonal neighbour an own stone or a wall? (And is one a
        // wall?)
        // SAFETY: `c` is a cell.
        let shape = EYE_SHAPE[usize::from(stone)][usize::from(unsafe { self.nbr_u(c) } & 0x7F)];
        if shape == 0 {
            return false;
        }
        let opp = stone ^ 3;
        let mut bad = u32::from(shape - 1);
        for d in self.diagonals_in::<WRAP>(c) {
            // SAFETY: a diagonal neighbour of an on-board cell is a cell.
            if unsafe { self.cell_u(d) } == opp {
                bad += 1;
            }
        }
        bad < 2
    }

    /// Picks the move of a light playout for `color` uniformly at random
    /// among the empty points that are not `ko`, not suicide and not an eye
    /// of `color`; `None` means pass.
    pub fn random_light_move<R: Rng + ?Sized>(
        &mut self,
        color: Color,
        ko: Option<Point>,
        rng: &mut R,
    ) -> Option<Point> {
        let ko_cell = self.ko_cell_of(ko);
        let stone = stone_of(color);
        let c = if self.wrap.is_some() {
            self.pick_light::<true, R>(stone, ko_cell, rng)
        } else {
            self.pick_light::<false, R>(stone, ko_cell, rng)
        };
        c.map(|c| self.point_of(c))
    }

    /// The moves a light playout may choose for `color` here, row-major:
    /// empty points that are not `ko`, not suicide and not an eye of
    /// `color` (see the module documentation).
    #[must_use]
    pub fn light_candidates(&self, color: Color, ko: Option<Point>) -> Vec<Point> {
        let stone = stone_of(color);
        let ko_cell = self.ko_cell_of(ko);
        self.size
            .points()
            .filter(|&p| {
                let c = self.cell(p);
                self.cells[c] == EMPTY
                    && c != ko_cell
                    // SAFETY: `c` is an on-board cell.
                    && !unsafe { self.is_eye_cell::<true>(c, stone) }
                    && self.analyze_cell(stone, c).suicide == 0
            })
            .collect()
    }

    /// Places a stone like [`Board::play_unchecked`] and returns the number
    /// of stones captured and the simple-ko point it leaves for the opponent
    /// ([`Board::ko_point`]: a single stone that captured a single stone and
    /// has one liberty).
    ///
    /// # Panics
    /// As [`Board::play_unchecked`]: when `p` is off the board or occupied.
    pub fn play_light(&mut self, color: Color, p: Point) -> (u32, Option<Point>) {
        assert!(self.size.contains(p), "play_light: {p} is off the board");
        let c = self.cell(p);
        assert!(self.cells[c] == EMPTY, "play_light: {p} is occupied");
        // SAFETY: `c` was just checked to be an empty on-board cell.
        let (captured, _, _) = unsafe { self.place(stone_of(color), c, &mut |_| {}) };
        (captured, self.ko_point())
    }

    /// The cell of an optional ko point, or 0 (a wall cell, which no move
    /// is ever compared equal to) when there is none or it is off the board.
    pub(super) fn ko_cell_of(&self, ko: Option<Point>) -> usize {
        ko.filter(|&k| self.size.contains(k)).map_or(0, |k| self.cell(k))
    }

    /// Uniform choice by rejection: draw from the not-yet-rejected prefix of
    /// the empty list, move rejects to the end of it. The empty list is a set,
    /// so reordering it changes nothing else.
    #[inline(always)]
    fn pick_light<const WRAP: bool, R: Rng + ?Sized>(&mut self, stone: u8, ko: usize, rng: &mut R) -> Option<usize> {
        self.pick_light_filtered::<WRAP, R>(stone, ko, rng, |_, _, _| true)
    }

    /// [`Board::pick_light`] that also refuses the cells `accept` turns
    /// down (it sees the board, the cell and the generator). `ko` is the
    /// cell of the ko point, or 0.
    #[inline(always)]
    pub(super) fn pick_light_filtered<const WRAP: bool, R: Rng + ?Sized>(
        &mut self,
        stone: u8,
        ko: usize,
        rng: &mut R,
        mut accept: impl FnMut(&Board, usize, &mut R) -> bool,
    ) -> Option<usize> {
        let mut n = self.empties.len();
        while n > 0 {
            let i = draw(rng, n);
            // SAFETY: `i < n <= empties.len()`; an entry of the list is an
            // empty on-board cell, whose link is its list position.
            unsafe {
                let c = self.empty_u(i);
                if c != ko
                    && (has_empty_neighbor(self.nbr_u(c))
                        || (!self.is_eye_cell::<WRAP>(c, stone) && !self.is_suicide_cell::<WRAP>(stone, c)))
                    && accept(self, c, rng)
                {
                    return Some(c);
                }
                n -= 1;
                let last = self.empty_u(n);
                self.set_empty_u(i, last);
                self.set_empty_u(n, c);
                self.set_link_u(last, i);
                self.set_link_u(c, n);
            }
        }
        None
    }

    /// Plays a light random playout from this position with `to_move` to
    /// move (`ko`: the point `to_move` may not play at once because of simple
    /// ko, if any; the board's own [`Board::ko_point`] is not consulted for
    /// the first move), until two passes in a row or the policy's move
    /// limit. A pass clears the board's ko point.
    /// `on_move` sees every stone placed, in order (for statistics such as
    /// RAVE); passes are not reported.
    ///
    /// The board is left in the final position; clone it first to keep the
    /// start. The playout is a function of the seed, the arguments and the
    /// board's internal state, which includes the order of its list of
    /// empty points: a clone replays the same playout, and boards built by
    /// [`Board::from_colors`] from the same colours are identical, but two
    /// equal positions reached by different move orders may draw different
    /// playouts from the same seed.
    pub fn playout<R: Rng + ?Sized>(
        &mut self,
        to_move: Color,
        ko: Option<Point>,
        rng: &mut R,
        policy: PlayoutPolicy,
        on_move: impl FnMut(Color, Point),
    ) -> PlayoutOutcome {
        self.playout_after(None, to_move, ko, rng, policy, on_move)
    }

    /// [`Board::playout`] when the opponent's last move is known: `last`,
    /// the point where the opponent of `to_move` just placed a stone, is
    /// where a [`PlayoutStyle::Heavy`] playout looks first. `None` (or an
    /// off-board or empty point) means no such move.
    pub fn playout_after<R: Rng + ?Sized>(
        &mut self,
        last: Option<Point>,
        to_move: Color,
        ko: Option<Point>,
        rng: &mut R,
        policy: PlayoutPolicy,
        on_move: impl FnMut(Color, Point),
    ) -> PlayoutOutcome {
        let last = last.filter(|&p| self.size.contains(p)).map(|p| self.cell(p)).filter(|&c| self.cells[c] != EMPTY);
        let heavy = policy.style != PlayoutStyle::Light;
        match (self.wrap.is_some(), heavy) {
            (true, true) => self.playout_in::<true, true, R>(last, to_move, ko, rng, policy, on_move),
            (true, false) => self.playout_in::<true, false, R>(last, to_move, ko, rng, policy, on_move),
            (false, true) => self.playout_in::<false, true, R>(last, to_move, ko, rng, policy, on_move),
            (false, false) => self.playout_in::<false, false, R>(last, to_move, ko, rng, policy, on_move),
        }
    }

    /// [`Board::playout`] specialised on the topology (see
    /// [`Board::neighbors_in`]) and on the move choice, so that the light
    /// loop carries nothing of the heavy one.
    fn playout_in<const WRAP: bool, const HEAVY: bool, R: Rng + ?Sized>(
        &mut self,
        mut last: Option<usize>,
        to_move: Color,
        ko: Option<Point>,
        rng: &mut R,
        policy: PlayoutPolicy,
        mut on_move: impl FnMut(Color, Point),
    ) -> PlayoutOutcome {
        // The playout's moves are not recorded: none made before can be
        // taken back after it.
        self.undo_stamp = 0;
        let mut ko_cell = self.ko_cell_of(ko);
        let mut stone = stone_of(to_move);
        let races = policy.style == PlayoutStyle::HeavyRaces;
        let mut passes = 0;
        let mut moves = 0;
        let mut stones_played = 0;
        let mut first_capture = None;
        while moves < policy.max_moves && passes < 2 {
            moves += 1;
            let pick = if HEAVY {
                self.pick_heavy::<WRAP, R>(stone, ko_cell, last, races, rng)
            } else {
                self.pick_light::<WRAP, R>(stone, ko_cell, rng)
            };
            match pick {
                Some(c) => {
                    passes = 0;
                    if HEAVY {
                        last = Some(c);
                    }
                    stones_played += 1;
                    // SAFETY: the pick is an entry of the list of empty
                    // points: an empty on-board cell.
                    let (captured, _, _) = unsafe { self.place_in::<WRAP, _>(stone, c, &mut |_| {}) };
                    on_move(if stone == BLACK { Color::Black } else { Color::White }, self.point_of(c));
                    // The move set the board's ko point (or cleared it).
                    ko_cell = usize::from(self.ko);
                    if captured > 0 && policy.end == PlayoutEnd::FirstCapture {
                        first_capture = Some(if stone == BLACK { Color::Black } else { Color::White });
                        stone ^= 3;
                        break;
                    }
                }
                None => {
                    passes += 1;
                    ko_cell = 0;
                    self.ko = 0;
                    if HEAVY {
                        last = None;
                    }
                }
            }
            stone ^= 3;
        }
        PlayoutOutcome {
            moves,
            stones_played,
            ended_by_passes: passes >= 2,
            to_move: if stone == BLACK { Color::Black } else { Color::White },
            first_capture,
        }
    }

    /// The owner of every point under Tromp-Taylor area counting (RULES.md
    /// section 4, nothing removed): a stone's own colour; for an empty
    /// point, the one colour that its empty region borders, else `None`
    /// (a region touching both colours, or no stone). Row-major, one entry
    /// per point (`size().area()`), as [`Board::colors`]. The per-point
    /// counterpart of [`Board::area`], used to read ownership from
    /// playouts; cost linear in the board's cells.
    #[must_use]
    pub fn area_owners(&self) -> Vec<Option<Color>> {
        let mut out = Vec::new();
        self.area_owners_into(&mut out, &mut AreaScratch::default());
        out
    }

    /// [`Board::area_owners`] into `out` (cleared first), with `scratch`'s
    /// memory reused: a loop over many boards of one size allocates
    /// nothing after its first call.
    pub fn area_owners_into(&self, out: &mut Vec<Option<Color>>, scratch: &mut AreaScratch) {
        let w = usize::from(self.size.width());
        let h = usize::from(self.size.height());
        let stride = self.stride.get();
        out.clear();
        out.resize(w * h, None);
        let AreaScratch { seen, stack, region } = scratch;
        seen.clear();
        seen.resize(self.cells.len(), false);
        stack.clear();
        for y in 0..h {
            for x in 0..w {
                let c = (y + 1) * stride + x + 1;
                match self.cells[c] {
                    BLACK => out[y * w + x] = Some(Color::Black),
                    WHITE => out[y * w + x] = Some(Color::White),
                    _ if seen[c] => {}
                    _ => {
                        region.clear();
                        let owner = match self.flood_empty(c, seen, stack, |d| region.push(d)) {
                            BLACK => Some(Color::Black),
                            WHITE => Some(Color::White),
                            _ => continue,
                        };
                        for &d in region.iter() {
                            out[(d / stride - 1) * w + (d % stride - 1)] = owner;
                        }
                    }
                }
            }
        }
    }

    /// Tromp-Taylor area of each colour: its stones plus the empty points
    /// whose empty region borders only that colour (RULES.md section 4, area
    /// counting with nothing removed). Used to score playouts.
    #[must_use]
    pub fn area(&self) -> ByColor<u32> {
        let mut area = ByColor::new(self.stones[0], self.stones[1]);
        let mut seen = vec![false; self.cells.len()];
        let mut stack: Vec<usize> = Vec::new();
        for &e in &self.empties {
            let e = usize::from(e);
            if seen[e] {
                continue;
            }
            let mut region = 0u32;
            match self.flood_empty(e, &mut seen, &mut stack, |_| region += 1) {
                BLACK => area.black += region,
                WHITE => area.white += region,
                _ => {}
            }
        }
        area
    }

    /// Visits the empty region of the unseen empty cell `start` (each cell
    /// once, marked in `seen`; `stack` is scratch space) and returns the
    /// stone codes it borders, or-ed: `BLACK`, `WHITE`, both or neither.
    #[inline]
    fn flood_empty(&self, start: usize, seen: &mut [bool], stack: &mut Vec<usize>, mut visit: impl FnMut(usize)) -> u8 {
        seen[start] = true;
        stack.push(start);
        let mut borders = 0u8;
        while let Some(c) = stack.pop() {
            visit(c);
            for n in self.neighbors(c) {
                match self.cells[n] {
                    EMPTY => {
                        if !seen[n] {
                            seen[n] = true;
                            stack.push(n);
                        }
                    }
                    WALL => {}
                    v => borders |= v,
                }
            }
        }
        borders
    }
}

/// Working memory of [`Board::area_owners_into`], kept between calls so
/// that counting many boards allocates nothing after the first.
#[derive(Clone, Debug, Default)]
pub struct AreaScratch {
    /// Per cell, whether the flood fill has reached it.
    seen: Vec<bool>,
    /// Cells still to visit.
    stack: Vec<usize>,
    /// The cells of the empty region being filled.
    region: Vec<usize>,
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;
    use crate::base::BoardSize;
    use crate::board::Topology;

    fn topologies() -> Vec<Topology> {
        #[allow(unused_mut)]
        let mut t = vec![Topology::Planar];
        #[cfg(feature = "toroidal")]
        t.extend([Topology::Torus, Topology::HorizontalCylinder, Topology::VerticalCylinder]);
        t
    }

    /// Steps light playouts one move at a time and checks, after every
    /// move, the board's invariants, that the move was a candidate, that
    /// `analyze` predicted the result, and that exact liberty counts agree
    /// with the liberty lists.
    #[test]
    fn light_moves_agree_with_the_checked_path() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
        for topology in topologies() {
            for (w, h) in [(1, 1), (2, 2), (3, 3), (4, 3), (5, 5), (7, 4), (9, 9)] {
                let size = BoardSize::new(w, h).unwrap();
                let Ok(empty) = Board::with_topology(size, topology) else { continue };
                for _ in 0..12 {
                    let mut b = empty.clone();
                    let mut color = Color::Black;
                    let mut ko = None;
                    let mut passes = 0;
                    for _ in 0..(3 * size.area() + 20) {
                        let candidates = b.light_candidates(color, ko);
                        let Some(p) = b.random_light_move(color, ko, &mut rng) else {
                            assert!(candidates.is_empty(), "{topology:?} {size}: passed with {candidates:?}\n{b}");
                            passes += 1;
                            if passes == 2 {
                                break;
                            }
                            ko = None;
                            color = color.opponent();
                            continue;
                        };
                        passes = 0;
                        assert!(candidates.contains(&p), "{topology:?} {size}: {p} not a candidate\n{b}");
                        assert!(!b.is_eye(p, color));
                        let effect = b.analyze(color, p).unwrap();
                        assert!(!effect.is_suicide());
                        let (captured, next_ko) = b.play_light(color, p);
                        assert_eq!(captured, effect.captured);
                        assert_eq!(b.hash(), effect.hash_after);
                        b.check_invariants().unwrap_or_else(|e| panic!("{topology:?} {size}: {e}\n{b}"));
                        for q in size.points() {
                            assert_eq!(b.liberty_count(q), b.get(q).map(|_| b.liberties(q).len()));
                        }
                        ko = next_ko;
                        color = color.opponent();
                    }
                }
            }
        }
    }

    /// Suicide through `play`, and exact liberty counts of a merged chain,
    /// checked against `analyze` and the invariants.
    #[test]
    fn analyze_predicts_suicide_and_merges() {
        let b: Board = ".O..\nO.O.\n.O..\nX...\n".parse().unwrap();
        let centre = Point::new(1, 1);
        let mut black = b.clone();
        let e = black.analyze(Color::Black, centre).unwrap();
        assert_eq!((e.captured, e.suicide), (0, 1));
        let r = black.play(Color::Black, centre).unwrap();
        assert_eq!(r.suicided, vec![centre]);
        assert_eq!(black.hash(), e.hash_after);
        assert_eq!(black, b);
        black.check_invariants().unwrap();
        let mut white = b.clone();
        let e = white.analyze(Color::White, centre).unwrap();
        assert_eq!((e.captured, e.suicide), (0, 0));
        assert!(white.play(Color::White, centre).unwrap().captured.is_empty());
        assert_eq!(white.hash(), e.hash_after);
        white.check_invariants().unwrap();
        assert_eq!(white.liberty_count(centre), Some(6));
        assert_eq!(white.liberties(centre).len(), 6);
        assert_eq!(white.liberty_count(Point::new(0, 3)), Some(2));
    }

    /// `area_owners` against a naive flood over points (the public
    /// neighbours, so every topology's wrap counts), and against `area`,
    /// on the final positions of playouts, part-played positions with
    /// large empty regions, and the empty board.
    #[test]
    fn area_owners_match_a_naive_flood() {
        fn naive(b: &Board) -> Vec<Option<Color>> {
            let size = b.size();
            let points: Vec<Point> = size.points().collect();
            let mut out = vec![None; points.len()];
            for (i, &p) in points.iter().enumerate() {
                if let Some(c) = b.get(p) {
                    out[i] = Some(c);
                    continue;
                }
                let mut region = vec![p];
                let mut k = 0;
                let (mut black, mut white) = (false, false);
                while k < region.len() {
                    for q in b.neighbors_of(region[k]) {
                        match b.get(q) {
                            None if !region.contains(&q) => region.push(q),
                            None => {}
                            Some(Color::Black) => black = true,
                            Some(Color::White) => white = true,
                        }
                    }
                    k += 1;
                }
                out[i] = match (black, white) {
                    (true, false) => Some(Color::Black),
                    (false, true) => Some(Color::White),
                    _ => None,
                };
            }
            out
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
        for topology in topologies() {
            for (w, h) in [(9, 9), (7, 5), (2, 1), (13, 4)] {
                let size = BoardSize::new(w, h).unwrap();
                // A wrap needs 3 points at least across it (`WrapTooSmall`).
                let Ok(empty) = Board::with_topology(size, topology) else { continue };
                assert_eq!(empty.area_owners(), vec![None; size.area()]);
                for moves in [3, 12, u32::MAX] {
                    let mut b = empty.clone();
                    let policy = PlayoutPolicy {
                        max_moves: moves.min(3 * size.area() as u32 + 20),
                        ..PlayoutPolicy::for_area(size.area())
                    };
                    b.playout(Color::Black, None, &mut rng, policy, |_, _| {});
                    let owners = b.area_owners();
                    assert_eq!(owners, naive(&b), "{topology:?} {w}x{h} after {moves} moves:\n{b:?}");
                    let count = |c: Color| owners.iter().filter(|&&o| o == Some(c)).count() as u32;
                    assert_eq!(ByColor::new(count(Color::Black), count(Color::White)), b.area());
                }
            }
        }
    }
}
