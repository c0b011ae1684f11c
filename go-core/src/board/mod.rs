//! The board: stones, chains, liberties, captures and the Zobrist hash.
//!
//! The board knows nothing of turns, rules or history: it places stones,
//! removes captured chains (the opponent's first, then the mover's own when a
//! move is suicide) and answers "what would this move do" without changing.
//! Whether a move is allowed (suicide, ko, superko, whose turn) is the game's
//! business.
//!
//! Internally the points live in a padded one-dimensional array: one wall cell
//! between rows and a wall row above and below, so that neighbours are found by
//! fixed offsets with no bounds checks. Each stone belongs to a chain kept as a
//! circular list with a head; the head holds the chain's size and its
//! pseudo-liberties: every (stone, empty neighbour) adjacency counted once,
//! with the sum and the sum of squares of those empty cells. A chain has no
//! liberty exactly when it has no pseudo-liberty, and exactly one liberty when
//! all its pseudo-liberties are the same cell, which holds exactly when
//! `count * sum_of_squares == sum * sum` (equality in Cauchy-Schwarz). The
//! exact number of distinct liberties is counted on demand. Each cell also
//! keeps how many of its orthogonal neighbours are empty, Black or White (a
//! wall counting as both), so that the playouts settle most candidate points
//! with one look-up.

// Cell indices are below MAX_CELLS (2863), so every cast of a cell index
// or count of cells to u16 is lossless.
#![allow(clippy::cast_possible_truncation)]

mod diagram;
mod heavy;
mod playout;
mod topology;
mod zobrist;

use std::fmt;
use std::sync::Arc;

use crate::base::{BoardSize, Grid, Point};
use crate::base::{ByColor, Color};
use crate::base::{IllegalMove, SetupError};

pub use playout::{PlayoutEnd, PlayoutOutcome, PlayoutPolicy, PlayoutStyle};
pub use topology::Topology;
use zobrist::KEYS;

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
const WALL: u8 = 3;

/// Neighbour counts of a cell, packed four bits each: empty neighbours in
/// bits 0..4, Black-or-wall in 4..8, White-or-wall in 8..12, walls in 12..16.
/// A stone of value `v` (1 or 2) counts `1 << (4 * v)`.
const NBR_EMPTY_MASK: u16 = 0xF;
/// What one wall neighbour adds to a cell's neighbour counts.
const NBR_WALL: u16 = 0x1110;

/// What turning an empty neighbour into a stone of value `stone` adds to a
/// cell's neighbour counts (modulo 2^16; its negation undoes it).
#[inline(always)]
const fn nbr_delta(stone: u8) -> u16 {
    (1u16 << (4 * stone)).wrapping_sub(1)
}

/// Per chain head: the chain's size and pseudo-liberties (see the module
/// documentation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Chain {
    /// Number of stones.
    len: u16,
    /// Number of (stone, empty neighbour) adjacencies.
    libs: u16,
    /// Sum of the empty cells over those adjacencies.
    sum: u32,
    /// Sum of their squares.
    sum_sq: u64,
}

impl Chain {
    #[inline(always)]
    fn add_lib(&mut self, c: usize) {
        let c = c as u32;
        self.libs += 1;
        self.sum += c;
        self.sum_sq += u64::from(c * c);
    }

    #[inline(always)]
    fn remove_lib(&mut self, c: usize) {
        let c = c as u32;
        self.libs -= 1;
        self.sum -= c;
        self.sum_sq -= u64::from(c * c);
    }

    /// Whether the chain has exactly one liberty (given it has at least
    /// one): all its pseudo-liberties are the same cell.
    #[inline(always)]
    fn in_atari(&self) -> bool {
        let s = u64::from(self.sum);
        u64::from(self.libs) * self.sum_sq == s * s
    }

    #[inline(always)]
    fn absorb(&mut self, other: &Chain) {
        self.len += other.len;
        self.libs += other.libs;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
    }
}

#[inline]
fn stone_of(color: Color) -> u8 {
    match color {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

#[inline]
fn color_of(v: u8) -> Option<Color> {
    match v {
        BLACK => Some(Color::Black),
        WHITE => Some(Color::White),
        _ => None,
    }
}

/// What a move would do, asked of the board without changing it
/// ([`Board::analyze`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEffect {
    /// Opponent stones the move captures.
    pub captured: u32,
    /// The single captured stone's point, when exactly one stone is captured.
    pub captured_point: Option<Point>,
    /// Own stones removed because the move is suicide, the played stone
    /// included; 0 when the move is not suicide.
    pub suicide: u32,
    /// The Zobrist hash of the position after the move (stones only).
    pub hash_after: u64,
}

impl MoveEffect {
    /// Whether the move leaves the mover's own chain without liberties after
    /// captures (RULES.md section 2).
    #[must_use]
    pub const fn is_suicide(&self) -> bool {
        self.suicide > 0
    }
}

/// The stones a committed move removed ([`Board::play`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    /// Opponent stones captured, in no particular order.
    pub captured: Vec<Point>,
    /// Own stones removed by suicide (the played stone included), or empty.
    pub suicided: Vec<Point>,
}

/// A board position: stones on points, with chains and liberties kept up to
/// date and an incremental Zobrist hash.
///
/// Build one empty ([`Board::new`]), from a diagram (`"X.O\n..."` with
/// [`str::parse`]) or from colours ([`Board::from_colors`]).
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    topology: Topology,
    /// Distance between vertically adjacent cells: width + 1.
    stride: usize,
    /// For wrapped topologies: per cell, the four orthogonal then the four
    /// diagonal neighbour cells (walls where an unwrapped edge is). `None`
    /// on a planar board, where fixed offsets give them.
    wrap: Option<Arc<[[u16; 8]]>>,
    /// `EMPTY`, `BLACK`, `WHITE` or `WALL` per padded cell.
    cells: Box<[u8]>,
    /// Per on-board cell: its neighbour counts (see `NBR_WALL`).
    nbr: Box<[u16]>,
    /// The chain head of each stone's cell.
    head: Box<[u16]>,
    /// The next stone of the chain, a circular list.
    next: Box<[u16]>,
    /// Per chain head: size and pseudo-liberties.
    chains: Box<[Chain]>,
    /// The empty cells, in no particular order.
    empties: Vec<u16>,
    /// For each empty cell, its index in `empties`.
    empty_pos: Box<[u16]>,
    hash: u64,
    stones: ByColor<u32>,
}

impl Board {
    /// An empty planar board of `size`.
    #[must_use]
    pub fn new(size: BoardSize) -> Board {
        let stride = usize::from(size.width()) + 1;
        let ncells = (usize::from(size.height()) + 2) * stride + 1;
        let mut cells = vec![WALL; ncells].into_boxed_slice();
        let mut empties = Vec::with_capacity(size.area());
        let mut empty_pos = vec![0u16; ncells].into_boxed_slice();
        for y in 0..usize::from(size.height()) {
            for x in 0..usize::from(size.width()) {
                let c = (y + 1) * stride + x + 1;
                cells[c] = EMPTY;
                empty_pos[c] = empties.len() as u16;
                empties.push(c as u16);
            }
        }
        let mut board = Board {
            size,
            topology: Topology::Planar,
            stride,
            wrap: None,
            cells,
            nbr: vec![0; ncells].into_boxed_slice(),
            head: vec![0; ncells].into_boxed_slice(),
            next: vec![0; ncells].into_boxed_slice(),
            chains: vec![Chain::default(); ncells].into_boxed_slice(),
            empties,
            empty_pos,
            hash: 0,
            stones: ByColor::default(),
        };
        board.count_neighbors();
        board
    }

    /// An empty board of `size` with the given topology.
    ///
    /// # Errors
    /// [`SetupError::FeatureDisabled`] for a wrapped topology without the
    /// `toroidal` feature; [`SetupError::WrapTooSmall`] when a wrapped axis
    /// is shorter than 3 (RULES.md section 6).
    pub fn with_topology(size: BoardSize, topology: Topology) -> Result<Board, SetupError> {
        let mut board = Board::new(size);
        if topology == Topology::Planar {
            return Ok(board);
        }
        if !cfg!(feature = "toroidal") {
            return Err(SetupError::FeatureDisabled { setting: "a wrapped board", feature: "toroidal" });
        }
        for (wraps, side) in
            [(topology.wraps_horizontally(), size.width()), (topology.wraps_vertically(), size.height())]
        {
            if wraps && side < 3 {
                return Err(SetupError::WrapTooSmall(side));
            }
        }
        board.topology = topology;
        board.wrap = Some(board.wrap_table());
        board.count_neighbors();
        Ok(board)
    }

    /// A board of `size` whose point `i` (row-major, see
    /// [`BoardSize::index_of`]) holds `colors[i]`.
    ///
    /// # Errors
    /// [`SetupError::WrongLength`] when `colors.len()` is not the board's
    /// area; [`SetupError::NoLiberties`] when a chain has no liberties.
    pub fn from_colors(size: BoardSize, topology: Topology, colors: &[Option<Color>]) -> Result<Board, SetupError> {
        if colors.len() != size.area() {
            return Err(SetupError::WrongLength { expected: size.area(), got: colors.len() });
        }
        let mut board = Board::with_topology(size, topology)?;
        for (i, c) in colors.iter().enumerate() {
            if let Some(color) = *c {
                let cell = board.cell_of_index(i);
                board.cells[cell] = stone_of(color);
            }
        }
        board.rebuild();
        if let Some(p) = board.chain_without_liberties() {
            return Err(SetupError::NoLiberties(p));
        }
        Ok(board)
    }

    /// The board's size.
    #[inline]
    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The board's topology.
    #[must_use]
    pub fn topology(&self) -> Topology {
        self.topology
    }

    /// The colour of the stone on `p`, or `None` when `p` is empty or off the
    /// board.
    #[inline]
    #[must_use]
    pub fn get(&self, p: Point) -> Option<Color> {
        if self.size.contains(p) { color_of(self.cells[self.cell(p)]) } else { None }
    }

    /// Whether `p` is on the board and empty.
    #[must_use]
    pub fn is_empty_at(&self, p: Point) -> bool {
        self.size.contains(p) && self.cells[self.cell(p)] == EMPTY
    }

    /// The Zobrist hash of the position: the XOR of one fixed 64-bit key per
    /// (colour, point) over the stones on the board; 0 for the empty board.
    /// Equal positions on boards of the same size have equal hashes.
    #[inline]
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Number of stones of `color` on the board.
    #[must_use]
    pub fn stone_count(&self, color: Color) -> u32 {
        self.stones[color]
    }

    /// Number of empty points.
    #[must_use]
    pub fn empty_count(&self) -> usize {
        self.empties.len()
    }

    /// The colour of every point in row-major order (see
    /// [`BoardSize::index_of`]); `None` for an empty point.
    #[must_use]
    pub fn colors(&self) -> Vec<Option<Color>> {
        self.size.points().map(|p| self.get(p)).collect()
    }

    /// The colour of every point as a [`Grid`] (row-major, with the board's
    /// shape); [`Grid::codes`] and [`Grid::signs`] give the bindings'
    /// encodings.
    #[must_use]
    pub fn grid(&self) -> Grid<Option<Color>> {
        Grid::from_fn(self.size, |p| self.get(p))
    }

    /// The points of the chain containing `p`, or an empty list when `p` is
    /// empty or off the board. Order: unspecified but deterministic.
    #[must_use]
    pub fn chain(&self, p: Point) -> Vec<Point> {
        if self.get(p).is_none() {
            return Vec::new();
        }
        self.chain_cells(self.cell(p)).map(|c| self.point_of(c)).collect()
    }

    /// The number of liberties (distinct empty points orthogonally next to
    /// any of its stones) of the chain containing `p`; `None` when `p` is
    /// empty or off the board.
    #[must_use]
    pub fn liberty_count(&self, p: Point) -> Option<usize> {
        self.get(p)?;
        Some(self.liberty_cells(self.cell(p)).len())
    }

    /// The liberties of the chain containing `p`, sorted row-major; empty when
    /// `p` is empty or off the board.
    #[must_use]
    pub fn liberties(&self, p: Point) -> Vec<Point> {
        if self.get(p).is_none() {
            return Vec::new();
        }
        // Ascending cells are row-major points.
        self.liberty_cells(self.cell(p)).into_iter().map(|c| self.point_of(c)).collect()
    }

    /// The on-board orthogonal neighbours of `p` under the board's topology,
    /// without duplicates; empty when `p` is off the board.
    #[must_use]
    pub fn neighbors_of(&self, p: Point) -> Vec<Point> {
        if !self.size.contains(p) {
            return Vec::new();
        }
        let mut out = Vec::with_capacity(4);
        for n in self.neighbors(self.cell(p)) {
            if self.cells[n] != WALL {
                let q = self.point_of(n);
                if !out.contains(&q) {
                    out.push(q);
                }
            }
        }
        out
    }

    /// What playing a stone of `color` on `p` would do (captures, suicide,
    /// the hash after), without changing the board.
    ///
    /// # Errors
    /// [`IllegalMove::OffBoard`] or [`IllegalMove::Occupied`].
    pub fn analyze(&self, color: Color, p: Point) -> Result<MoveEffect, IllegalMove> {
        let c = self.checked_cell(p)?;
        Ok(self.analyze_cell(stone_of(color), c))
    }

    /// Places a stone of `color` on `p`, removes the opponent chains left
    /// without liberties, then, if the mover's own chain has no liberties
    /// (suicide), removes it too. Any rule about whether the move is allowed
    /// is the caller's: see [`Board::analyze`].
    ///
    /// # Errors
    /// [`IllegalMove::OffBoard`] or [`IllegalMove::Occupied`]; the board is
    /// unchanged.
    pub fn play(&mut self, color: Color, p: Point) -> Result<Placement, IllegalMove> {
        let c = self.checked_cell(p)?;
        let mut removed = Vec::new();
        let stone = stone_of(color);
        let (captured, suicided) = self.place(stone, c, Some(&mut removed));
        let (cap, sui) = removed.split_at(captured as usize);
        debug_assert_eq!(sui.len(), suicided as usize);
        Ok(Placement {
            captured: cap.iter().map(|&c| self.point_of(c)).collect(),
            suicided: sui.iter().map(|&c| self.point_of(c)).collect(),
        })
    }

    /// Places a stone of `color` on `p` like [`Board::play`], without checking
    /// that `p` is on the board and empty, and returns the number of opponent
    /// stones captured.
    ///
    /// # Panics
    /// Preconditions: `p` is on the board and empty. Breaking them panics (an
    /// index out of bounds) or corrupts the board, which
    /// [`Board::check_invariants`] then reports; it is never undefined
    /// behaviour.
    pub fn play_unchecked(&mut self, color: Color, p: Point) -> u32 {
        assert!(self.size.contains(p), "play_unchecked: {p} is off the board");
        let c = self.cell(p);
        self.place(stone_of(color), c, None).0
    }

    /// Sets `p` to hold a stone of `color`, or nothing, without captures (for
    /// setup stones such as SGF's `AB`, `AW`, `AE`).
    ///
    /// # Errors
    /// [`SetupError::OffBoard`]; [`SetupError::NoLiberties`] when the result
    /// would have a chain without liberties. The board is then unchanged.
    pub fn set(&mut self, p: Point, color: Option<Color>) -> Result<(), SetupError> {
        if !self.size.contains(p) {
            return Err(SetupError::OffBoard(p));
        }
        let mut colors = self.colors();
        let i = self.size.index_of(p).unwrap_or_default();
        colors[i] = color;
        *self = Board::from_colors(self.size, self.topology, &colors)?;
        Ok(())
    }

    /// Checks every internal invariant against a recomputation from scratch:
    /// walls, chain membership and heads, chain sizes, pseudo-liberty counts
    /// and sums (and that they tell atari exactly), neighbour counts, the
    /// position hash, the empty-point list and stone counts.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let w = usize::from(self.size.width());
        let h = usize::from(self.size.height());
        for (c, &v) in self.cells.iter().enumerate() {
            let row = c / self.stride;
            let col = c % self.stride;
            let on_board = (1..=h).contains(&row) && (1..=w).contains(&col);
            if on_board == (v == WALL) || v > WALL {
                return Err(format!("cell {c}: value {v} but on_board={on_board}"));
            }
        }
        let mut expected = Board::with_topology(self.size, self.topology).map_err(|e| e.to_string())?;
        expected.cells.copy_from_slice(&self.cells);
        expected.rebuild();
        let mut hash = 0;
        let mut stones = ByColor::new(0u32, 0u32);
        for p in self.size.points() {
            let c = self.cell(p);
            let v = self.cells[c];
            if let Some(color) = color_of(v) {
                hash ^= KEYS[color.index()][c];
                stones[color] += 1;
                // Same chain partition: heads may differ, membership may not.
                let mine: Vec<usize> = {
                    let mut m: Vec<usize> = self.chain_cells(c).collect();
                    m.sort_unstable();
                    m
                };
                let theirs: Vec<usize> = {
                    let mut m: Vec<usize> = expected.chain_cells(c).collect();
                    m.sort_unstable();
                    m
                };
                if mine != theirs {
                    return Err(format!("chain at {p}: stones {mine:?}, expected {theirs:?}"));
                }
                let hd = usize::from(self.head[c]);
                if self.cells[hd] != v || usize::from(self.head[hd]) != hd {
                    return Err(format!("chain at {p}: bad head {hd}"));
                }
                let ehd = usize::from(expected.head[c]);
                let (mine, theirs) = (self.chains[hd], expected.chains[ehd]);
                if mine != theirs {
                    return Err(format!("chain at {p}: {mine:?}, expected {theirs:?}"));
                }
                let exact = self.liberty_cells(c).len();
                if exact == 0 || mine.libs == 0 {
                    return Err(format!("chain at {p} has no liberties"));
                }
                if mine.in_atari() != (exact == 1) {
                    return Err(format!("chain at {p}: {exact} liberties but in_atari() is {}", mine.in_atari()));
                }
            }
            if v != WALL && self.nbr[c] != expected.nbr[c] {
                return Err(format!("point {p}: neighbour counts {:#x}, expected {:#x}", self.nbr[c], expected.nbr[c]));
            }
            if v == EMPTY {
                let i = usize::from(self.empty_pos[c]);
                if self.empties.get(i).map(|&e| usize::from(e)) != Some(c) {
                    return Err(format!("empty point {p} missing from the empty list"));
                }
            }
        }
        if self.empties.len() != self.size.area() - (stones.black + stones.white) as usize {
            return Err(format!("empty list has {} entries", self.empties.len()));
        }
        if hash != self.hash {
            return Err(format!("hash {:#x}, recomputed {hash:#x}", self.hash));
        }
        if stones != self.stones {
            return Err(format!("stone counts {:?}, recomputed {stones:?}", self.stones));
        }
        Ok(())
    }

    // ----- crate-internal API (used by the game and the playouts) -----

    /// The padded cell of an on-board point.
    #[inline]
    pub(crate) fn cell(&self, p: Point) -> usize {
        (usize::from(p.y) + 1) * self.stride + usize::from(p.x) + 1
    }

    /// The point of an on-board cell.
    #[inline]
    pub(crate) fn point_of(&self, c: usize) -> Point {
        Point::new((c % self.stride - 1) as u8, (c / self.stride - 1) as u8)
    }

    fn cell_of_index(&self, i: usize) -> usize {
        let w = usize::from(self.size.width());
        (i / w + 1) * self.stride + i % w + 1
    }

    fn checked_cell(&self, p: Point) -> Result<usize, IllegalMove> {
        if !self.size.contains(p) {
            return Err(IllegalMove::OffBoard(p));
        }
        let c = self.cell(p);
        if self.cells[c] != EMPTY {
            return Err(IllegalMove::Occupied(p));
        }
        Ok(c)
    }

    /// The four orthogonal neighbour cells (walls included). The topology
    /// decides them here and nowhere else.
    #[inline(always)]
    fn neighbors(&self, c: usize) -> [usize; 4] {
        self.neighbors_in::<true>(c)
    }

    /// [`Board::neighbors`] for code specialised on the topology: with
    /// `WRAP == false` the caller has checked that the board is planar
    /// (`self.wrap` is `None`), and the fixed offsets are used without
    /// looking at the wrap table.
    #[inline(always)]
    fn neighbors_in<const WRAP: bool>(&self, c: usize) -> [usize; 4] {
        match &self.wrap {
            Some(t) if WRAP => {
                let n = &t[c];
                [usize::from(n[0]), usize::from(n[1]), usize::from(n[2]), usize::from(n[3])]
            }
            _ => [c - self.stride, c - 1, c + 1, c + self.stride],
        }
    }

    /// The four diagonal neighbour cells (walls included); `WRAP` as in
    /// [`Board::neighbors_in`].
    #[inline(always)]
    fn diagonals_in<const WRAP: bool>(&self, c: usize) -> [usize; 4] {
        match &self.wrap {
            Some(t) if WRAP => {
                let n = &t[c];
                [usize::from(n[4]), usize::from(n[5]), usize::from(n[6]), usize::from(n[7])]
            }
            _ => {
                let s = self.stride;
                [c - s - 1, c - s + 1, c + s - 1, c + s + 1]
            }
        }
    }

    /// The neighbour table of a wrapped topology: for each on-board cell the
    /// cells above, left, right, below, then the four diagonals, wrapping
    /// the joined edges; wall cells map to themselves and are never read.
    fn wrap_table(&self) -> Arc<[[u16; 8]]> {
        let w = i32::from(self.size.width());
        let h = i32::from(self.size.height());
        let (hw, vw) = (self.topology.wraps_horizontally(), self.topology.wraps_vertically());
        let stride = self.stride;
        let cell_at = |x: i32, y: i32| -> u16 {
            let x = if hw { x.rem_euclid(w) } else { x };
            let y = if vw { y.rem_euclid(h) } else { y };
            // Off an unwrapped edge: the padding wall in that direction.
            let cx = (x + 1).clamp(0, w + 1);
            let cy = (y + 1).clamp(0, h + 1);
            let (cx, cy) = (usize::try_from(cx).unwrap_or(0), usize::try_from(cy).unwrap_or(0));
            (cy * stride + cx) as u16
        };
        let mut table = vec![[0u16; 8]; self.cells.len()];
        for (c, entry) in table.iter_mut().enumerate() {
            *entry = [c as u16; 8];
        }
        for y in 0..h {
            for x in 0..w {
                let c = usize::from(cell_at(x, y));
                table[c] = [
                    cell_at(x, y - 1),
                    cell_at(x - 1, y),
                    cell_at(x + 1, y),
                    cell_at(x, y + 1),
                    cell_at(x - 1, y - 1),
                    cell_at(x + 1, y - 1),
                    cell_at(x - 1, y + 1),
                    cell_at(x + 1, y + 1),
                ];
            }
        }
        table.into()
    }

    pub(super) fn chain_cells(&self, c: usize) -> impl Iterator<Item = usize> + '_ {
        let start = c;
        let mut cur = Some(c);
        std::iter::from_fn(move || {
            let here = cur?;
            let nxt = usize::from(self.next[here]);
            cur = (nxt != start).then_some(nxt);
            Some(here)
        })
    }

    /// Writes the position, two bits per point in row-major order
    /// (0 empty, 1 Black, 2 White), appending `words_per_position()` words.
    pub(crate) fn pack_into(&self, out: &mut Vec<u64>) {
        let start = out.len();
        out.resize(start + self.words_per_position(), 0);
        for (i, p) in self.size.points().enumerate() {
            let v = u64::from(self.cells[self.cell(p)]);
            out[start + i / 32] |= v << (2 * (i % 32));
        }
    }

    /// Words that [`Board::pack_into`] appends for this board's size.
    pub(crate) fn words_per_position(&self) -> usize {
        self.size.area().div_ceil(32)
    }

    /// Rebuilds a board of this size and topology from a packed position.
    pub(crate) fn from_packed(size: BoardSize, topology: Topology, words: &[u64]) -> Board {
        let mut board = Board::with_topology(size, topology).unwrap_or_else(|_| Board::new(size));
        for i in 0..size.area() {
            let v = ((words[i / 32] >> (2 * (i % 32))) & 3) as u8;
            let c = board.cell_of_index(i);
            board.cells[c] = v;
        }
        board.rebuild();
        board
    }

    /// Recomputes chains, liberties, hashes, empties and counts from `cells`.
    fn rebuild(&mut self) {
        self.empties.clear();
        self.hash = 0;
        self.stones = ByColor::default();
        self.chains.fill(Chain::default());
        self.count_neighbors();
        let mut seen = vec![false; self.cells.len()];
        let mut stack = Vec::new();
        let mut members = Vec::new();
        for i in 0..self.size.area() {
            let c = self.cell_of_index(i);
            let v = self.cells[c];
            if v == EMPTY {
                self.empty_pos[c] = self.empties.len() as u16;
                self.empties.push(c as u16);
                continue;
            }
            let color = color_of(v).map(Color::index).unwrap_or(0);
            self.hash ^= KEYS[color][c];
            self.stones[if color == 0 { Color::Black } else { Color::White }] += 1;
            if seen[c] {
                continue;
            }
            // Flood fill the chain.
            members.clear();
            stack.push(c);
            seen[c] = true;
            let mut chain = Chain::default();
            while let Some(s) = stack.pop() {
                members.push(s);
                for n in self.neighbors(s) {
                    if self.cells[n] == v && !seen[n] {
                        seen[n] = true;
                        stack.push(n);
                    } else if self.cells[n] == EMPTY {
                        chain.add_lib(n);
                    }
                }
            }
            let hd = c;
            for (k, &s) in members.iter().enumerate() {
                self.head[s] = hd as u16;
                self.next[s] = members[(k + 1) % members.len()] as u16;
            }
            chain.len = members.len() as u16;
            self.chains[hd] = chain;
        }
    }

    /// Recomputes the neighbour counts of every on-board cell from `cells`.
    fn count_neighbors(&mut self) {
        for i in 0..self.size.area() {
            let c = self.cell_of_index(i);
            let mut count = 0u16;
            for n in self.neighbors(c) {
                count += match self.cells[n] {
                    EMPTY => 1,
                    WALL => NBR_WALL,
                    v => 1 << (4 * v),
                };
            }
            self.nbr[c] = count;
        }
    }

    /// The distinct liberties of the chain holding the stone on cell `c`,
    /// ascending.
    fn liberty_cells(&self, c: usize) -> Vec<usize> {
        let mut libs: Vec<usize> = Vec::new();
        for s in self.chain_cells(c) {
            for n in self.neighbors(s) {
                if self.cells[n] == EMPTY {
                    libs.push(n);
                }
            }
        }
        libs.sort_unstable();
        libs.dedup();
        libs
    }

    /// The XOR of the keys of the chain holding the stone on cell `c`.
    fn chain_hash(&self, c: usize) -> u64 {
        let color = usize::from(self.cells[c] - 1);
        self.chain_cells(c).fold(0, |h, s| h ^ KEYS[color][s])
    }

    fn chain_without_liberties(&self) -> Option<Point> {
        self.size.points().find(|&p| {
            let c = self.cell(p);
            self.cells[c] != EMPTY && self.chains[usize::from(self.head[c])].libs == 0
        })
    }

    /// What placing `stone` on the empty cell `c` would do.
    #[inline]
    pub(crate) fn analyze_cell(&self, stone: u8, c: usize) -> MoveEffect {
        let opp = stone ^ 3;
        let mut hash_after = self.hash ^ KEYS[usize::from(stone - 1)][c];
        let mut captured = 0u32;
        let mut captured_cell = 0usize;
        let mut has_liberty = false;
        let mut own_safe = false;
        let mut seen = [u16::MAX; 4];
        let mut own = [0usize; 4];
        let mut nown = 0;
        let mut own_len = 0u32;
        for (k, n) in self.neighbors(c).into_iter().enumerate() {
            let v = self.cells[n];
            if v == EMPTY {
                has_liberty = true;
                continue;
            }
            if v == WALL {
                continue;
            }
            let h = self.head[n];
            if seen[..k].contains(&h) {
                continue;
            }
            seen[k] = h;
            let chain = &self.chains[usize::from(h)];
            if v == opp {
                if chain.in_atari() {
                    captured += u32::from(chain.len);
                    captured_cell = n;
                    hash_after ^= self.chain_hash(n);
                }
            } else {
                if !chain.in_atari() {
                    own_safe = true;
                }
                own_len += u32::from(chain.len);
                own[nown] = n;
                nown += 1;
            }
        }
        let suicide = !has_liberty && !own_safe && captured == 0;
        if suicide {
            // The played stone and every own neighbouring chain are removed.
            hash_after = own[..nown].iter().fold(self.hash, |h, &n| h ^ self.chain_hash(n));
        }
        MoveEffect {
            captured,
            captured_point: (captured == 1).then(|| self.point_of(captured_cell)),
            suicide: if suicide { own_len + 1 } else { 0 },
            hash_after,
        }
    }

    /// Places `stone` on the empty cell `c`, resolves captures and suicide.
    /// Returns (opponent stones captured, own stones removed by suicide); the
    /// removed cells are appended to `removed` (captured first) when given.
    #[inline]
    pub(crate) fn place(&mut self, stone: u8, c: usize, removed: Option<&mut Vec<usize>>) -> (u32, u32) {
        if self.wrap.is_some() {
            self.place_in::<true>(stone, c, removed)
        } else {
            self.place_in::<false>(stone, c, removed)
        }
    }

    /// [`Board::place`] specialised on the topology (see
    /// [`Board::neighbors_in`]).
    #[inline(always)]
    pub(crate) fn place_in<const WRAP: bool>(
        &mut self,
        stone: u8,
        c: usize,
        mut removed: Option<&mut Vec<usize>>,
    ) -> (u32, u32) {
        debug_assert_eq!(self.cells[c], EMPTY);
        debug_assert!(WRAP || self.wrap.is_none());
        let opp = stone ^ 3;
        self.cells[c] = stone;
        self.remove_empty(c);
        self.hash ^= KEYS[usize::from(stone - 1)][c];
        if stone == BLACK {
            self.stones.black += 1;
        } else {
            self.stones.white += 1;
        }
        self.head[c] = c as u16;
        self.next[c] = c as u16;

        // Every neighbouring chain loses the adjacency to `c`; the new
        // stone's pseudo-liberties are its empty neighbours.
        let nbrs = self.neighbors_in::<WRAP>(c);
        let delta = nbr_delta(stone);
        let mut chain = Chain { len: 1, ..Chain::default() };
        let mut own = [0u16; 4];
        let mut nown = 0;
        let mut maybe_captures = false;
        for n in nbrs {
            self.nbr[n] = self.nbr[n].wrapping_add(delta);
            let v = self.cells[n];
            if v == EMPTY {
                chain.add_lib(n);
            } else if v != WALL {
                let h = self.head[n];
                let neighbour = &mut self.chains[usize::from(h)];
                neighbour.remove_lib(c);
                if v == stone {
                    own[nown] = h;
                    nown += 1;
                } else if neighbour.libs == 0 {
                    maybe_captures = true;
                }
            }
        }
        // Merge with the own chains in order of their first neighbour (a
        // chain met twice has been merged by its second time). The lone new
        // stone joins the first one directly, as `merge` would: the smaller
        // list is spliced into the bigger one.
        let mine = if nown == 0 {
            self.chains[c] = chain;
            c
        } else {
            let first = usize::from(own[0]);
            self.head[c] = own[0];
            self.next[c] = self.next[first];
            self.next[first] = c as u16;
            self.chains[first].absorb(&chain);
            let mut mine = first;
            for &h in &own[1..nown] {
                let h = usize::from(self.head[usize::from(h)]);
                if h != mine {
                    mine = self.merge(mine, h);
                }
            }
            mine
        };
        // Opponent chains left without liberties, in order of their first
        // neighbour (a removed chain's later neighbours are empty by then).
        let mut captured = 0u32;
        if maybe_captures {
            for n in nbrs {
                if self.cells[n] == opp {
                    let h = usize::from(self.head[n]);
                    if self.chains[h].libs == 0 {
                        captured += self.remove_chain::<WRAP>(h, removed.as_deref_mut());
                    }
                }
            }
        }
        let mut suicided = 0;
        if self.chains[mine].libs == 0 {
            suicided = self.remove_chain::<WRAP>(mine, removed);
        }
        (captured, suicided)
    }

    /// Merges the chains with heads `a` and `b` (same colour, both distinct);
    /// returns the head of the merged chain.
    #[inline]
    fn merge(&mut self, a: usize, b: usize) -> usize {
        let (small, big) = if self.chains[a].len <= self.chains[b].len { (a, b) } else { (b, a) };
        // Relabel and splice the circular lists.
        let big16 = big as u16;
        let mut s = small;
        loop {
            self.head[s] = big16;
            s = usize::from(self.next[s]);
            if s == small {
                break;
            }
        }
        self.next.swap(small, big);
        let absorbed = self.chains[small];
        self.chains[big].absorb(&absorbed);
        big
    }

    /// Removes the chain with head `h`, giving liberties back to its
    /// neighbours; returns the number of stones removed.
    fn remove_chain<const WRAP: bool>(&mut self, h: usize, mut removed: Option<&mut Vec<usize>>) -> u32 {
        let stone = self.cells[h];
        let other = stone ^ 3;
        let delta = nbr_delta(stone);
        let keys = &KEYS[usize::from(stone - 1)];
        let mut count = 0;
        let mut hash = 0;
        let mut s = h;
        loop {
            self.cells[s] = EMPTY;
            self.add_empty(s);
            hash ^= keys[s];
            count += 1;
            if let Some(r) = removed.as_deref_mut() {
                r.push(s);
            }
            // Each neighbour of the other colour gains `s` as a liberty; a
            // neighbour of this colour is a stone of this chain, removed too.
            for n in self.neighbors_in::<WRAP>(s) {
                self.nbr[n] = self.nbr[n].wrapping_sub(delta);
                if self.cells[n] == other {
                    self.chains[usize::from(self.head[n])].add_lib(s);
                }
            }
            s = usize::from(self.next[s]);
            if s == h {
                break;
            }
        }
        self.hash ^= hash;
        if stone == BLACK {
            self.stones.black -= count;
        } else {
            self.stones.white -= count;
        }
        count
    }

    #[inline]
    fn remove_empty(&mut self, c: usize) {
        let i = usize::from(self.empty_pos[c]);
        let last = self.empties.pop().unwrap_or_default();
        if usize::from(last) != c {
            self.empties[i] = last;
            self.empty_pos[usize::from(last)] = i as u16;
        }
    }

    #[inline]
    fn add_empty(&mut self, c: usize) {
        self.empty_pos[c] = self.empties.len() as u16;
        self.empties.push(c as u16);
    }
}

impl PartialEq for Board {
    /// Two boards are equal when they have the same size, topology and stones.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size
            && self.topology == other.topology
            && self.hash == other.hash
            && self.cells == other.cells
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {} {:?}", self.size, self.topology)?;
        fmt::Display::fmt(self, f)
    }
}
