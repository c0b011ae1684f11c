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
//! circular list with a head; the head holds the chain's size, its number of
//! liberties (distinct empty neighbouring points, kept exact move by move) and
//! the XOR of its stones' Zobrist keys.

// Cell indices are below MAX_CELLS (2863), so every cast of a cell index
// or count of cells to u16 is lossless.
#![allow(clippy::cast_possible_truncation)]

mod diagram;
mod playout;
mod topology;
mod zobrist;

use std::fmt;
use std::sync::Arc;

use crate::color::{ByColor, Color};
use crate::error::{IllegalMove, SetupError};
use crate::point::{BoardSize, Point};

pub use playout::{PlayoutEnd, PlayoutOutcome, PlayoutPolicy};
pub use topology::Topology;
use zobrist::KEYS;

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
const WALL: u8 = 3;

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
    /// The chain head of each stone's cell.
    head: Box<[u16]>,
    /// The next stone of the chain, a circular list.
    next: Box<[u16]>,
    /// Per chain head: number of stones.
    chain_len: Box<[u16]>,
    /// Per chain head: number of distinct liberties.
    chain_libs: Box<[u16]>,
    /// Per chain head: XOR of the chain's stone keys.
    chain_hash: Box<[u64]>,
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
        Board {
            size,
            topology: Topology::Planar,
            stride,
            wrap: None,
            cells,
            head: vec![0; ncells].into_boxed_slice(),
            next: vec![0; ncells].into_boxed_slice(),
            chain_len: vec![0; ncells].into_boxed_slice(),
            chain_libs: vec![0; ncells].into_boxed_slice(),
            chain_hash: vec![0; ncells].into_boxed_slice(),
            empties,
            empty_pos,
            hash: 0,
            stones: ByColor::default(),
        }
    }

    /// An empty board of `size` with the given topology.
    ///
    /// # Errors
    /// [`SetupError::WrapTooSmall`] when a wrapped axis is shorter than 3
    /// (RULES.md section 6).
    pub fn with_topology(size: BoardSize, topology: Topology) -> Result<Board, SetupError> {
        let mut board = Board::new(size);
        if topology == Topology::Planar {
            return Ok(board);
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
        Some(usize::from(self.chain_libs[usize::from(self.head[self.cell(p)])]))
    }

    /// The liberties of the chain containing `p`, sorted row-major; empty when
    /// `p` is empty or off the board.
    #[must_use]
    pub fn liberties(&self, p: Point) -> Vec<Point> {
        if self.get(p).is_none() {
            return Vec::new();
        }
        let mut libs: Vec<usize> = Vec::new();
        for s in self.chain_cells(self.cell(p)) {
            for n in self.neighbors(s) {
                if self.cells[n] == EMPTY && !libs.contains(&n) {
                    libs.push(n);
                }
            }
        }
        let mut pts: Vec<Point> = libs.into_iter().map(|c| self.point_of(c)).collect();
        pts.sort_by_key(|p| (p.y, p.x));
        pts
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
    /// walls, chain membership and heads, chain sizes, liberty counts, chain
    /// hashes, the position hash, the empty-point list and stone counts.
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
                if self.chain_len[hd] != expected.chain_len[ehd] {
                    return Err(format!(
                        "chain at {p}: size {} expected {}",
                        self.chain_len[hd], expected.chain_len[ehd]
                    ));
                }
                if self.chain_libs[hd] != expected.chain_libs[ehd] {
                    return Err(format!(
                        "chain at {p}: {} liberties, expected {}",
                        self.chain_libs[hd], expected.chain_libs[ehd]
                    ));
                }
                if self.chain_hash[hd] != expected.chain_hash[ehd] {
                    return Err(format!("chain at {p}: chain hash differs"));
                }
                if self.chain_libs[hd] == 0 {
                    return Err(format!("chain at {p} has no liberties"));
                }
            } else if v == EMPTY {
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
        match &self.wrap {
            None => [c - self.stride, c - 1, c + 1, c + self.stride],
            Some(t) => {
                let n = &t[c];
                [usize::from(n[0]), usize::from(n[1]), usize::from(n[2]), usize::from(n[3])]
            }
        }
    }

    /// The four diagonal neighbour cells (walls included).
    #[inline(always)]
    fn diagonals(&self, c: usize) -> [usize; 4] {
        match &self.wrap {
            None => {
                let s = self.stride;
                [c - s - 1, c - s + 1, c + s - 1, c + s + 1]
            }
            Some(t) => {
                let n = &t[c];
                [usize::from(n[4]), usize::from(n[5]), usize::from(n[6]), usize::from(n[7])]
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

    fn chain_cells(&self, c: usize) -> impl Iterator<Item = usize> + '_ {
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
        self.chain_len.fill(0);
        self.chain_libs.fill(0);
        self.chain_hash.fill(0);
        let mut seen = vec![false; self.cells.len()];
        let mut stack = Vec::new();
        let mut members = Vec::new();
        let mut libs = Vec::new();
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
            libs.clear();
            stack.push(c);
            seen[c] = true;
            while let Some(s) = stack.pop() {
                members.push(s);
                for n in self.neighbors(s) {
                    if self.cells[n] == v && !seen[n] {
                        seen[n] = true;
                        stack.push(n);
                    } else if self.cells[n] == EMPTY && !libs.contains(&n) {
                        libs.push(n);
                    }
                }
            }
            let hd = c;
            let mut h = 0;
            for (k, &s) in members.iter().enumerate() {
                self.head[s] = hd as u16;
                self.next[s] = members[(k + 1) % members.len()] as u16;
                h ^= KEYS[color][s];
            }
            self.chain_len[hd] = members.len() as u16;
            self.chain_libs[hd] = libs.len() as u16;
            self.chain_hash[hd] = h;
        }
    }

    fn chain_without_liberties(&self) -> Option<Point> {
        self.size.points().find(|&p| {
            let c = self.cell(p);
            self.cells[c] != EMPTY && self.chain_libs[usize::from(self.head[c])] == 0
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
        let mut own_len = 0u32;
        let mut own_hash = 0u64;
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
            let hu = usize::from(h);
            if v == opp {
                if self.chain_libs[hu] == 1 {
                    captured += u32::from(self.chain_len[hu]);
                    captured_cell = n;
                    hash_after ^= self.chain_hash[hu];
                }
            } else {
                if self.chain_libs[hu] > 1 {
                    own_safe = true;
                }
                own_len += u32::from(self.chain_len[hu]);
                own_hash ^= self.chain_hash[hu];
            }
        }
        let suicide = !has_liberty && !own_safe && captured == 0;
        if suicide {
            // The played stone and every own neighbouring chain are removed.
            hash_after = self.hash ^ own_hash;
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
    pub(crate) fn place(&mut self, stone: u8, c: usize, mut removed: Option<&mut Vec<usize>>) -> (u32, u32) {
        debug_assert_eq!(self.cells[c], EMPTY);
        let opp = stone ^ 3;
        let key = KEYS[usize::from(stone - 1)][c];
        self.cells[c] = stone;
        self.remove_empty(c);
        self.hash ^= key;
        if stone == BLACK {
            self.stones.black += 1;
        } else {
            self.stones.white += 1;
        }
        self.head[c] = c as u16;
        self.next[c] = c as u16;
        self.chain_len[c] = 1;
        self.chain_hash[c] = key;

        let nbrs = self.neighbors(c);
        let mut libs = 0u16;
        let mut seen = [u16::MAX; 4];
        let mut own = [u16::MAX; 4];
        let mut nown = 0;
        let mut dead = [u16::MAX; 4];
        let mut ndead = 0;
        for (k, &n) in nbrs.iter().enumerate() {
            let v = self.cells[n];
            if v == EMPTY {
                libs += 1;
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
            let hu = usize::from(h);
            self.chain_libs[hu] -= 1;
            if v == opp {
                if self.chain_libs[hu] == 0 {
                    dead[ndead] = h;
                    ndead += 1;
                }
            } else {
                own[nown] = h;
                nown += 1;
            }
        }
        self.chain_libs[c] = libs;

        let mut my_head = c;
        for &h in &own[..nown] {
            my_head = self.merge(my_head, usize::from(h));
        }

        let mut captured = 0u32;
        for &h in &dead[..ndead] {
            captured += self.remove_chain(usize::from(h), removed.as_deref_mut());
        }
        let mut suicided = 0;
        if self.chain_libs[my_head] == 0 {
            suicided = self.remove_chain(my_head, removed);
        }
        (captured, suicided)
    }

    /// Merges the chains with heads `a` and `b` (same colour, both distinct);
    /// returns the head of the merged chain.
    #[inline]
    fn merge(&mut self, a: usize, b: usize) -> usize {
        let (small, big) = if self.chain_len[a] <= self.chain_len[b] { (a, b) } else { (b, a) };
        // Liberties of `small` that `big` does not already have, each counted
        // once (at the first of its neighbours that belongs to `small`).
        let mut gained = 0u16;
        let big16 = big as u16;
        let small16 = small as u16;
        let mut s = small;
        loop {
            for e in self.neighbors(s) {
                if self.cells[e] != EMPTY {
                    continue;
                }
                let mut first_small = usize::MAX;
                let mut touches_big = false;
                for f in self.neighbors(e) {
                    let v = self.cells[f];
                    if v == EMPTY || v == WALL {
                        continue;
                    }
                    let hf = self.head[f];
                    if hf == big16 {
                        touches_big = true;
                        break;
                    }
                    if hf == small16 && first_small == usize::MAX {
                        first_small = f;
                    }
                }
                if !touches_big && first_small == s {
                    gained += 1;
                }
            }
            s = usize::from(self.next[s]);
            if s == small {
                break;
            }
        }
        // Relabel and splice the circular lists.
        let mut s = small;
        loop {
            self.head[s] = big16;
            s = usize::from(self.next[s]);
            if s == small {
                break;
            }
        }
        self.next.swap(small, big);
        self.chain_len[big] += self.chain_len[small];
        self.chain_libs[big] += gained;
        self.chain_hash[big] ^= self.chain_hash[small];
        big
    }

    /// Removes the chain with head `h`, giving liberties back to its
    /// neighbours; returns the number of stones removed.
    fn remove_chain(&mut self, h: usize, mut removed: Option<&mut Vec<usize>>) -> u32 {
        let stone = self.cells[h];
        let color = if stone == BLACK { Color::Black } else { Color::White };
        let mut count = 0;
        let mut s = h;
        loop {
            self.cells[s] = EMPTY;
            self.add_empty(s);
            count += 1;
            if let Some(r) = removed.as_deref_mut() {
                r.push(s);
            }
            s = usize::from(self.next[s]);
            if s == h {
                break;
            }
        }
        self.hash ^= self.chain_hash[h];
        self.stones[color] -= count;
        // Every removed point is a new liberty of each distinct chain next to it.
        let mut s = h;
        loop {
            let mut seen = [u16::MAX; 4];
            for (k, n) in self.neighbors(s).into_iter().enumerate() {
                let v = self.cells[n];
                if v == EMPTY || v == WALL {
                    continue;
                }
                let hn = self.head[n];
                if seen[..k].contains(&hn) {
                    continue;
                }
                seen[k] = hn;
                self.chain_libs[usize::from(hn)] += 1;
            }
            s = usize::from(self.next[s]);
            if s == h {
                break;
            }
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
