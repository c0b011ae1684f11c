//! The board: stones, chains, liberties, captures, the simple-ko point and
//! the Zobrist hash.
//!
//! The board knows nothing of turns, rules or history: it places stones,
//! removes captured chains (the opponent's first, then the mover's own when a
//! move is suicide), takes a recorded move back ([`Board::undo`]) and answers
//! "what would this move do" without changing. Whether a move is allowed
//! (suicide, ko, superko, whose turn) is the game's business; the board
//! offers the part of that answer it can give from the position alone
//! ([`Board::is_pseudo_legal`], [`Board::legal_mask`]).
//!
//! Internally the points live in a padded one-dimensional array: one wall cell
//! between rows and a wall row above and below, so that neighbours are found by
//! fixed offsets with no bounds checks. Each stone belongs to a chain kept as a
//! circular list; every stone names its chain's record, which holds the
//! chain's size and its pseudo-liberties: every (stone, empty neighbour)
//! adjacency counted once, with the sum and the sum of squares of those empty
//! cells. A chain has no liberty exactly when it has no pseudo-liberty, and
//! exactly one liberty when all its pseudo-liberties are the same cell, which
//! holds exactly when `count * sum_of_squares == sum * sum` (equality in
//! Cauchy-Schwarz). The exact number of distinct liberties is counted on
//! demand. Each cell also keeps how many of its orthogonal neighbours are
//! empty, Black or White (a wall counting as both), so that the playouts and
//! the legality test settle most points with one look-up.
//!
//! A 19x19 board takes about 5.7 KB ([`Board::memory_bytes`]): one byte of
//! colour and one of neighbour counts per cell, two bytes each for the chain
//! and the list link (which, on an empty cell, is its place in the list of
//! empty points), and the chain records only for as many chains as the
//! position can hold.

// Cell indices are below MAX_CELLS (2863), so every cast of a cell index
// or count of cells to u16 is lossless.
#![allow(clippy::cast_possible_truncation)]

mod chains;
mod diagram;
mod heavy;
mod legal;
mod playout;
mod raw;
#[cfg(test)]
mod tests;
mod topology;
mod undo;
mod zobrist;

use std::fmt;
use std::num::NonZeroUsize;
use std::sync::Arc;

use crate::base::Color;
use crate::base::{BoardSize, Grid, Point};
use crate::base::{IllegalMove, SetupError};

use chains::{Chain, NO_CHAIN, pool_size};
pub use legal::SimpleKo;
pub use playout::{AreaScratch, PlayoutEnd, PlayoutOutcome, PlayoutPolicy, PlayoutStyle};
pub use topology::Topology;
pub(crate) use undo::RecordedMove;
pub use undo::{MoveDelta, RemovalLog, UndoError};
use zobrist::KEYS;

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
const WALL: u8 = 3;

/// Neighbour counts of a cell in one byte, as base-5 digits:
/// `25 * empty + 5 * black_or_wall + white_or_wall` (a wall counts as both
/// colours). Each count is at most 4, so the byte is below 125 and changes
/// by plain addition: a stone of value `v` replacing an empty neighbour adds
/// [`nbr_delta`]`(v)`.
const NBR_ONE_EMPTY: u8 = 25;
/// What one wall neighbour adds to a cell's neighbour counts.
const NBR_WALL: u8 = 5 + 1;

/// Extra entries at the end of `cells` and `nbr` (walls and zeros), so
/// that eight bytes can be read from any on-board cell ([`Board::legal_mask`]).
const READ_PAD: usize = 8;

/// What turning an empty neighbour into a stone of value `stone` adds to a
/// cell's neighbour counts (modulo 256; subtracting it undoes it).
#[inline(always)]
const fn nbr_delta(stone: u8) -> u8 {
    // Black: +5 - 25; White: +1 - 25.
    if stone == BLACK { 236 } else { 232 }
}

/// Whether a cell with neighbour counts `nbr` has an empty neighbour.
#[inline(always)]
const fn has_empty_neighbor(nbr: u8) -> bool {
    nbr >= NBR_ONE_EMPTY
}

/// Per stone value (index 1 Black, 2 White) and neighbour-count byte:
/// 0 when not every orthogonal neighbour is a stone of that colour or a
/// wall, else 1 plus the number of wall neighbours capped at 1 (so 2 on the
/// edge). Read by the playouts' eye test.
static EYE_SHAPE: [[u8; 128]; 3] = build_eye_shape();

const fn build_eye_shape() -> [[u8; 128]; 3] {
    let mut t = [[0u8; 128]; 3];
    let mut v = 0;
    while v < 125 {
        let (empty, bw, ww) = (v / 25, (v / 5) % 5, v % 5);
        // All four neighbours own-or-wall leaves no empty point and no
        // opponent stone, so the other colour's count is the walls.
        if empty == 0 && bw == 4 {
            t[BLACK as usize][v] = if ww > 0 { 2 } else { 1 };
        }
        if empty == 0 && ww == 4 {
            t[WHITE as usize][v] = if bw > 0 { 2 } else { 1 };
        }
        v += 1;
    }
    t
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
/// date, the simple-ko point and an incremental Zobrist hash.
///
/// Build one empty ([`Board::new`]), from a diagram (`"X.O\n..."` with
/// [`str::parse`]) or from colours ([`Board::from_colors`]).
///
/// `clone_from` reuses the board's memory: a playout loop that copies its
/// start into one board each time allocates nothing.
pub struct Board {
    size: BoardSize,
    topology: Topology,
    /// The stone value of the last ko capture (see `ko`).
    ko_taker: u8,
    /// The simple-ko point, a cell, or 0 (a wall) when there is none.
    ko: u16,
    /// The first free chain record, or `NO_CHAIN`.
    free: u16,
    /// Distance between vertically adjacent cells: width + 1.
    stride: NonZeroUsize,
    /// For wrapped topologies: per cell, the four orthogonal then the four
    /// diagonal neighbour cells (walls where an unwrapped edge is). `None`
    /// on a planar board, where fixed offsets give them.
    wrap: Option<Arc<[[u16; 8]]>>,
    /// `EMPTY`, `BLACK`, `WHITE` or `WALL` per padded cell, then
    /// `READ_PAD` walls.
    cells: Box<[u8]>,
    /// Per on-board cell: its neighbour counts (see `NBR_ONE_EMPTY`);
    /// `READ_PAD` longer than the other per-cell arrays, as `cells`.
    nbr: Box<[u8]>,
    /// Per stone: the index of its chain's record in `chains`.
    head: Box<[u16]>,
    /// Per stone: the next stone of its chain, a circular list. Per empty
    /// on-board cell: its index in `empties`.
    link: Box<[u16]>,
    /// The chain records; a free record holds the index of the next free
    /// one.
    chains: Vec<Chain>,
    /// The empty cells, in no particular order.
    empties: Vec<u16>,
    hash: u64,
    /// Stones on the board: Black's, then White's.
    stones: [u32; 2],
    /// The stamp of the newest recorded move that may be taken back
    /// ([`Board::play_recorded`], [`Board::undo`]), or 0 when none may: any
    /// other change of the board sets it to 0. A stamp is never given out
    /// twice (see `undo::fresh_stamp`), so that a move record undoes only
    /// on the board it was made on, or on a copy of it, and only while
    /// the inner lists are the ones it left (found from outside: a record
    /// from another board in the same position passed the hash check and
    /// left chains that were never captured).
    undo_stamp: u64,
}

impl Clone for Board {
    fn clone(&self) -> Board {
        // A struct literal names every field: a new one cannot be missed.
        let mut board = Board {
            size: self.size,
            topology: self.topology,
            ko_taker: self.ko_taker,
            ko: self.ko,
            free: self.free,
            stride: self.stride,
            wrap: None,
            cells: Box::default(),
            nbr: Box::default(),
            head: Box::default(),
            link: Box::default(),
            chains: Vec::new(),
            empties: Vec::new(),
            hash: self.hash,
            stones: self.stones,
            undo_stamp: self.undo_stamp,
        };
        board.clone_from(self);
        board
    }

    /// Copies `source` into this board, reusing its memory when the two
    /// have the same size (every field is named, so that a new one cannot
    /// be forgotten here).
    fn clone_from(&mut self, source: &Board) {
        let Board {
            size,
            topology,
            ko_taker,
            ko,
            free,
            stride,
            wrap,
            cells,
            nbr,
            head,
            link,
            chains,
            empties,
            hash,
            stones,
            undo_stamp,
        } = source;
        self.size = *size;
        self.topology = *topology;
        self.ko_taker = *ko_taker;
        self.ko = *ko;
        self.free = *free;
        self.stride = *stride;
        self.wrap.clone_from(wrap);
        self.cells.clone_from(cells);
        self.nbr.clone_from(nbr);
        self.head.clone_from(head);
        self.link.clone_from(link);
        self.chains.clone_from(chains);
        self.empties.clone_from(empties);
        self.hash = *hash;
        self.stones = *stones;
        // A copy has the same inner lists: its moves can be taken back.
        self.undo_stamp = *undo_stamp;
    }
}

impl Board {
    /// An empty planar board of `size`.
    #[must_use]
    pub fn new(size: BoardSize) -> Board {
        let width = usize::from(size.width());
        let stride = NonZeroUsize::MIN.saturating_add(width);
        let ncells = (usize::from(size.height()) + 2) * stride.get() + 1;
        let mut board = Board {
            size,
            topology: Topology::Planar,
            ko_taker: EMPTY,
            ko: 0,
            free: NO_CHAIN,
            stride,
            wrap: None,
            cells: vec![WALL; ncells + READ_PAD].into_boxed_slice(),
            nbr: vec![0; ncells + READ_PAD].into_boxed_slice(),
            head: vec![NO_CHAIN; ncells].into_boxed_slice(),
            link: vec![0; ncells].into_boxed_slice(),
            chains: Vec::with_capacity(pool_size(size.area())),
            empties: Vec::with_capacity(size.area()),
            hash: 0,
            stones: [0; 2],
            undo_stamp: 0,
        };
        board.reset_pool(pool_size(size.area()));
        for i in 0..size.area() {
            let c = board.cell_of_index(i);
            board.cells[c] = EMPTY;
            board.add_empty(c);
        }
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
        // No stones (a new game): the empty board is complete as it is.
        if colors.iter().all(Option::is_none) {
            return Ok(board);
        }
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
    /// Equal positions on boards of the same size have equal hashes. The
    /// key of a point depends on the board's width (hashes of boards of
    /// different widths are not comparable). The keys are fixed across
    /// runs, platforms and releases, so a stored hash identifies the same
    /// position later (a test pins two values); changing them is a
    /// breaking change.
    #[inline]
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Number of stones of `color` on the board.
    #[must_use]
    pub fn stone_count(&self, color: Color) -> u32 {
        self.stones[color.index()]
    }

    /// Number of empty points.
    #[must_use]
    pub fn empty_count(&self) -> usize {
        self.empties.len()
    }

    /// The simple-ko point (RULES.md section 3): after a stone play that
    /// captured exactly one stone with a single stone that is left with
    /// exactly one liberty, the captured point, where the opponent may not
    /// play at once (the immediate recapture). `None` after any other play,
    /// after a pass made with [`Board::play_recorded`], and on a board
    /// built or edited from colours ([`Board::from_colors`],
    /// [`Board::set`]). [`Board::undo`] restores it.
    #[inline]
    #[must_use]
    pub fn ko_point(&self) -> Option<Point> {
        (self.ko != 0).then(|| self.point_of(usize::from(self.ko)))
    }

    /// The bytes this board occupies: its own size plus the capacity of
    /// each of its heap buffers. The neighbour table of a wrapped board,
    /// which clones share, is counted in full. A 19x19 board takes 5,720
    /// bytes on a 64-bit target.
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        use std::mem::size_of;
        size_of::<Board>()
            + self.cells.len()
            + self.nbr.len()
            + size_of::<u16>() * (self.head.len() + self.link.len() + self.empties.capacity())
            + size_of::<Chain>() * self.chains.capacity()
            + self.wrap.as_ref().map_or(0, |t| size_of::<[u16; 8]>() * t.len())
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
        self.chain_points(p).collect()
    }

    /// The points of the chain containing `p`, in [`Board::chain`]'s order,
    /// without a list; none when `p` is empty or off the board.
    pub(crate) fn chain_points(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        let start = self.get(p).map(|_| self.cell(p));
        start.into_iter().flat_map(|c| self.chain_cells(c)).map(|c| self.point_of(c))
    }

    /// The chains of `color` orthogonally next to the chain containing
    /// `p`: one stone of each in `out` and a key of each in `keys` (the
    /// same for all of a chain's stones and different for every other
    /// chain, while the board does not change), both cleared first, in the order
    /// they are met (the chain's stones in [`Board::chain`]'s order, each
    /// stone's neighbours in the board's order of directions, the first
    /// stone met of each chain); none when `p` is empty or off the board.
    /// For tactical reading, which asks this of large chains often.
    pub(crate) fn neighbor_chains_into(&self, p: Point, color: Color, keys: &mut Vec<u16>, out: &mut Vec<Point>) {
        keys.clear();
        out.clear();
        if self.get(p).is_none() {
            return;
        }
        let stone = stone_of(color);
        for s in self.chain_cells(self.cell(p)) {
            for n in self.neighbors(s) {
                if self.cells[n] == stone && !keys.contains(&self.head[n]) {
                    keys.push(self.head[n]);
                    out.push(self.point_of(n));
                }
            }
        }
    }

    /// The on-board orthogonal neighbours of `p`, without a list (what
    /// [`Board::neighbors_of`] collects); none when `p` is off the board.
    pub(crate) fn neighbor_points(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        let around = self.size.contains(p).then(|| self.neighbors(self.cell(p)));
        around.into_iter().flatten().filter(move |&n| self.cells[n] != WALL).map(move |n| self.point_of(n))
    }

    /// The number of liberties (distinct empty points orthogonally next to
    /// any of its stones) of the chain containing `p`; `None` when `p` is
    /// empty or off the board.
    #[must_use]
    pub fn liberty_count(&self, p: Point) -> Option<usize> {
        self.get(p)?;
        let c = self.cell(p);
        let (stone, record) = (self.cells[c], self.head[c]);
        let of_chain = |m: usize| self.cells[m] == stone && self.head[m] == record;
        // Each liberty is counted once, at the first (lowest) cell of the
        // chain next to it: no list, no allocation.
        let mut count = 0;
        // (The four neighbours of a cell are distinct: a wrapped side has
        // at least 3 points.)
        for s in self.chain_cells(c) {
            for e in self.neighbors(s) {
                if self.cells[e] == EMPTY && self.neighbors(e).into_iter().filter(|&m| of_chain(m)).min() == Some(s) {
                    count += 1;
                }
            }
        }
        Some(count)
    }

    /// [`Board::liberty_count`] with `marks` remembering the liberties seen
    /// (one stamp per cell, reused between calls): linear in the chain's
    /// stones, for callers that count often, such as tactical reading.
    pub(crate) fn liberty_count_marked(&self, p: Point, marks: &mut LibertyMarks) -> Option<usize> {
        self.get(p)?;
        let c = self.cell(p);
        if marks.stamps.len() != self.cells.len() || marks.epoch == u32::MAX {
            marks.stamps.clear();
            marks.stamps.resize(self.cells.len(), 0);
            marks.epoch = 0;
        }
        marks.epoch += 1;
        let epoch = marks.epoch;
        let mut count = 0;
        // Stones with no empty neighbour (most of a large chain's) are
        // passed over on their neighbour counts.
        for s in self.chain_cells(c).filter(|&s| has_empty_neighbor(self.nbr[s])) {
            for e in self.neighbors(s) {
                if self.cells[e] == EMPTY && marks.stamps[e] != epoch {
                    marks.stamps[e] = epoch;
                    count += 1;
                }
            }
        }
        Some(count)
    }

    /// The liberties of the chain containing `p`, sorted row-major; empty when
    /// `p` is empty or off the board.
    #[must_use]
    pub fn liberties(&self, p: Point) -> Vec<Point> {
        let mut out = Vec::new();
        self.liberties_into(p, &mut out);
        out
    }

    /// At most `k` liberties of the chain containing `p`, in the order the
    /// chain's stones are walked (not sorted): all of them when it has `k`
    /// or fewer, so that `len() < k` tells the exact count. Stops at the
    /// `k`-th, so a long chain with many liberties costs a few steps, not
    /// a sort of every liberty. Empty when `p` is empty or off the board.
    /// (The computer player's priors ask it; built with them.)
    #[cfg(any(test, feature = "bot"))]
    pub(crate) fn liberties_up_to(&self, p: Point, k: usize) -> Vec<Point> {
        let mut out: Vec<Point> = Vec::with_capacity(k);
        if self.get(p).is_none() || k == 0 {
            return out;
        }
        for s in self.chain_cells(self.cell(p)).filter(|&s| has_empty_neighbor(self.nbr[s])) {
            for n in self.neighbors(s) {
                if self.cells[n] == EMPTY {
                    let q = self.point_of(n);
                    if !out.contains(&q) {
                        out.push(q);
                        if out.len() == k {
                            return out;
                        }
                    }
                }
            }
        }
        out
    }

    /// [`Board::liberties`] into `out` (cleared first; its memory reused),
    /// for callers that ask often, such as tactical reading.
    pub(crate) fn liberties_into(&self, p: Point, out: &mut Vec<Point>) {
        out.clear();
        if self.get(p).is_none() {
            return;
        }
        for s in self.chain_cells(self.cell(p)).filter(|&s| has_empty_neighbor(self.nbr[s])) {
            for n in self.neighbors(s) {
                if self.cells[n] == EMPTY {
                    out.push(self.point_of(n));
                }
            }
        }
        // Row-major points sort as their cells do.
        out.sort_unstable_by_key(|q| (q.y, q.x));
        out.dedup();
    }

    /// The on-board orthogonal neighbours of `p` under the board's topology,
    /// without duplicates (a wrapped side has at least 3 points, so the four
    /// are distinct); empty when `p` is off the board.
    #[must_use]
    pub fn neighbors_of(&self, p: Point) -> Vec<Point> {
        self.neighbor_points(p).collect()
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
    /// (suicide), removes it too, and sets the ko point
    /// ([`Board::ko_point`]). Any rule about whether the move is allowed is
    /// the caller's: see [`Board::is_pseudo_legal`] and [`Board::analyze`].
    ///
    /// # Errors
    /// [`IllegalMove::OffBoard`] or [`IllegalMove::Occupied`]; the board is
    /// unchanged.
    pub fn play(&mut self, color: Color, p: Point) -> Result<Placement, IllegalMove> {
        let c = self.checked_cell(p)?;
        let mut removed = Vec::new();
        let stone = stone_of(color);
        // SAFETY: `checked_cell` gave an empty on-board cell.
        let (captured, suicided, _) = unsafe { self.place(stone, c, &mut |r| removed.push(r)) };
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
    /// When `p` is off the board or occupied (the preconditions, checked
    /// at the cost of one comparison each).
    pub fn play_unchecked(&mut self, color: Color, p: Point) -> u32 {
        assert!(self.size.contains(p), "play_unchecked: {p} is off the board");
        let c = self.cell(p);
        assert!(self.cells[c] == EMPTY, "play_unchecked: {p} is occupied");
        // SAFETY: `c` was just checked to be an empty on-board cell.
        unsafe { self.place(stone_of(color), c, &mut |_| {}).0 }
    }

    /// Sets `p` to hold a stone of `color`, or nothing, without captures (for
    /// setup stones such as SGF's `AB`, `AW`, `AE`). The ko point is
    /// cleared.
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

    /// [`Board::set`] that keeps the ko point (and who may not take it):
    /// for putting back the stone a tolerant move on an occupied point
    /// replaced, after that move was taken back, so that the board is
    /// exactly as before the move, ko included.
    ///
    /// # Errors
    /// As [`Board::set`]; the board is then unchanged.
    pub(crate) fn set_keeping_ko(&mut self, p: Point, color: Option<Color>) -> Result<(), SetupError> {
        let (ko, taker) = (self.ko, self.ko_taker);
        self.set(p, color)?;
        self.ko = ko;
        self.ko_taker = taker;
        Ok(())
    }

    /// Checks every internal invariant against a recomputation from scratch:
    /// walls, chain membership, chain sizes, pseudo-liberty counts and sums
    /// (and that they tell atari exactly), the chain records' pool and its
    /// free list, neighbour counts, the position hash, the empty-point list,
    /// stone counts and the ko point.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let w = usize::from(self.size.width());
        let h = usize::from(self.size.height());
        let stride = self.stride.get();
        for (c, &v) in self.cells.iter().enumerate() {
            let row = c / stride;
            let col = c % stride;
            let on_board = (1..=h).contains(&row) && (1..=w).contains(&col);
            if on_board == (v == WALL) || v > WALL {
                return Err(format!("cell {c}: value {v} but on_board={on_board}"));
            }
        }
        let mut expected = Board::with_topology(self.size, self.topology).map_err(|e| e.to_string())?;
        expected.cells.copy_from_slice(&self.cells);
        expected.rebuild();
        let mut hash = 0;
        let mut stones = [0u32; 2];
        let mut live = vec![false; self.chains.len()];
        for p in self.size.points() {
            let c = self.cell(p);
            let v = self.cells[c];
            if let Some(color) = color_of(v) {
                hash ^= KEYS[color.index()][c];
                stones[color.index()] += 1;
                // Same chain partition: record indexes may differ,
                // membership may not.
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
                let id = usize::from(self.head[c]);
                if id >= self.chains.len() || mine.iter().any(|&s| self.head[s] != self.head[c]) {
                    return Err(format!("chain at {p}: stones name different records"));
                }
                live[id] = true;
                let (mine, theirs) = (self.chain_at(c), expected.chain_at(c));
                if mine != theirs {
                    return Err(format!("chain at {p}: record {:#x}, expected {:#x}", mine.0, theirs.0));
                }
                let exact = self.liberty_cells(c).len();
                if exact == 0 || mine.libs() == 0 {
                    return Err(format!("chain at {p} has no liberties"));
                }
                if mine.in_atari() != (exact == 1) {
                    return Err(format!("chain at {p}: {exact} liberties but in_atari() is {}", mine.in_atari()));
                }
            }
            if self.nbr[c] != expected.nbr[c] {
                return Err(format!("point {p}: neighbour counts {}, expected {}", self.nbr[c], expected.nbr[c]));
            }
            if v == EMPTY {
                let i = usize::from(self.link[c]);
                if self.empties.get(i).map(|&e| usize::from(e)) != Some(c) {
                    return Err(format!("empty point {p} missing from the empty list"));
                }
            }
        }
        // Every record not in use is on the free list, once.
        let mut f = self.free;
        let mut free = 0;
        while f != NO_CHAIN {
            let i = usize::from(f);
            if i >= live.len() || live[i] {
                return Err(format!("free list reaches record {i}, which is in use or out of range"));
            }
            live[i] = true;
            free += 1;
            if free > self.chains.len() {
                return Err("the free list has a cycle".to_owned());
            }
            f = self.chains[i].0 as u16;
        }
        if let Some(i) = live.iter().position(|&l| !l) {
            return Err(format!("chain record {i} is neither in use nor free"));
        }
        if self.empties.len() != self.size.area() - (stones[0] + stones[1]) as usize {
            return Err(format!("empty list has {} entries", self.empties.len()));
        }
        if hash != self.hash {
            return Err(format!("hash {:#x}, recomputed {hash:#x}", self.hash));
        }
        if stones != self.stones {
            return Err(format!("stone counts {:?}, recomputed {stones:?}", self.stones));
        }
        if self.ko != 0 {
            // The ko point is empty, and next to a single stone of the
            // ko taker's colour whose only liberty it is.
            let k = usize::from(self.ko);
            let ok = self.cells.get(k) == Some(&EMPTY)
                && self.neighbors(k).into_iter().any(|n| {
                    self.cells[n] == self.ko_taker
                        && self.chain_at(n).is_lone_stone_in_atari()
                        && self.liberty_cells(n) == [k]
                });
            if !ok {
                return Err(format!("ko point {} is not next to a lone stone in atari", self.point_of(k)));
            }
        }
        Ok(())
    }

    // ----- crate-internal API (used by the game and the playouts) -----

    /// The padded cell of an on-board point.
    #[inline]
    pub(crate) fn cell(&self, p: Point) -> usize {
        (usize::from(p.y) + 1) * self.stride.get() + usize::from(p.x) + 1
    }

    /// The point of an on-board cell.
    #[inline]
    pub(crate) fn point_of(&self, c: usize) -> Point {
        Point::new((c % self.stride - 1) as u8, (c / self.stride - 1) as u8)
    }

    fn cell_of_index(&self, i: usize) -> usize {
        let w = usize::from(self.size.width());
        (i / w + 1) * self.stride.get() + i % w + 1
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
            _ => {
                let s = self.stride.get();
                [c - s, c - 1, c + 1, c + s]
            }
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
                let s = self.stride.get();
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
        let stride = self.stride.get();
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
            let nxt = usize::from(self.link[here]);
            cur = (nxt != start).then_some(nxt);
            Some(here)
        })
    }

    /// Recomputes chains, liberties, hashes, empties, counts and the pool
    /// from `cells`; the ko point is cleared.
    fn rebuild(&mut self) {
        self.undo_stamp = 0;
        self.empties.clear();
        self.hash = 0;
        self.stones = [0; 2];
        self.ko = 0;
        self.reset_pool(pool_size(self.size.area()));
        self.count_neighbors();
        self.head.fill(NO_CHAIN);
        for i in 0..self.size.area() {
            let c = self.cell_of_index(i);
            let v = self.cells[c];
            if v == EMPTY {
                self.add_empty(c);
                continue;
            }
            self.hash ^= KEYS[usize::from(v - 1)][c];
            self.stones[usize::from(v - 1)] += 1;
        }
        let cells: Vec<usize> = (0..self.size.area()).map(|i| self.cell_of_index(i)).collect();
        for stone in [BLACK, WHITE] {
            if self.wrap.is_some() {
                self.build_chains::<true>(stone, cells.iter().copied(), false);
            } else {
                self.build_chains::<false>(stone, cells.iter().copied(), false);
            }
        }
    }

    /// Recomputes the neighbour counts of every on-board cell from `cells`.
    fn count_neighbors(&mut self) {
        let w = usize::from(self.size.width());
        let stride = self.stride.get();
        for y in 1..=usize::from(self.size.height()) {
            for c in y * stride + 1..=y * stride + w {
                self.nbr[c] = self.count_neighbors_of(c);
            }
        }
    }

    /// The neighbour counts of cell `c`, counted from `cells`.
    fn count_neighbors_of(&self, c: usize) -> u8 {
        // What one neighbour adds, by its cell code (EMPTY, BLACK, WHITE,
        // WALL).
        const ADDS: [u8; 4] = [NBR_ONE_EMPTY, 5, 1, NBR_WALL];
        self.neighbors(c).into_iter().map(|n| ADDS[usize::from(self.cells[n] & 3)]).sum()
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
            self.cells[c] != EMPTY && self.chain_at(c).is_dead()
        })
    }

    /// What placing `stone` on the empty cell `c` would do.
    #[inline]
    pub(crate) fn analyze_cell(&self, stone: u8, c: usize) -> MoveEffect {
        // Every caller passes an empty point; the check keeps the unchecked
        // reads below sound whatever it is given.
        assert!(self.cells[c] != WALL, "analyze_cell: cell {c} is not on the board");
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
            // SAFETY: `c` is an on-board cell (checked above), so `n` is a
            // cell; `head` and the record are read only for a stone.
            let (v, h, chain) = unsafe {
                let v = self.cell_u(n);
                if v == EMPTY {
                    has_liberty = true;
                    continue;
                }
                if v == WALL {
                    continue;
                }
                let h = self.head_u(n);
                (v, h, self.chain_of_u(n))
            };
            if seen[..k].contains(&h) {
                continue;
            }
            seen[k] = h;
            if v == opp {
                if chain.in_atari() {
                    captured += chain.len();
                    captured_cell = n;
                    hash_after ^= self.chain_hash(n);
                }
            } else {
                if !chain.in_atari() {
                    own_safe = true;
                }
                own_len += chain.len();
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

    /// Places `stone` on the empty cell `c`, resolves captures and suicide
    /// and sets the ko point (see `place_in`).
    ///
    /// # Safety
    /// `c` is an empty on-board cell.
    #[inline]
    pub(crate) unsafe fn place(&mut self, stone: u8, c: usize, removed: &mut impl FnMut(usize)) -> (u32, u32, u32) {
        // No recorded move can be taken back after this one (a recorded
        // move sets its own stamp after).
        self.undo_stamp = 0;
        // SAFETY: the caller's condition, passed on.
        unsafe {
            if self.wrap.is_some() {
                self.place_in::<true, _>(stone, c, removed)
            } else {
                self.place_in::<false, _>(stone, c, removed)
            }
        }
    }
}

impl PartialEq for Board {
    /// Two boards are equal when they have the same size, topology and
    /// stones (the ko point and the internal layout are not compared).
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

/// The reusable memory of [`Board::liberty_count_marked`]: a stamp per
/// cell of the last count that saw it as a liberty.
#[derive(Clone, Debug, Default)]
pub(crate) struct LibertyMarks {
    stamps: Vec<u32>,
    epoch: u32,
}
