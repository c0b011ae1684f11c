//! Unchecked access to the board's arrays, for the hot paths only: placing
//! a stone, removing a chain, undoing a move, the light playout's choice of
//! a move, and the neighbour scan of `analyze` (which the game's checks
//! call for every point).
//! Bounds checks, and the slice lengths they keep in registers, cost those
//! paths about a quarter of their instructions: measured with
//! `benches/count-instructions.sh`, a light playout move took 502
//! instructions on 9x9 and 556 on 19x19 with them, 382 and 420 without.
//!
//! Every accessor's safety condition is an index below the array's length.
//! The callers get their indexes only from these places, each of which
//! holds only in-range values:
//! - a **cell**: an on-board point's cell ([`Board::cell`]), an entry of
//!   `empties` (on-board cells only), the `link` of a stone (the next stone
//!   of its chain), or an orthogonal or diagonal neighbour of an on-board
//!   cell (`neighbors_in`, `diagonals_in`: the padding is one cell wide on
//!   every side, and a wrapped board's table holds only cells). The four
//!   per-cell arrays all have an entry for every cell (`cells` and `nbr`
//!   eight more, for `legal_mask`'s reads).
//! - a **chain record**: the `head` of a stone. Records are written there
//!   only by `alloc_chain` (a record in the pool) and `merge` (the surviving
//!   record), and the pool never shrinks below any record in use.
//! - a **list position**: the `link` of an empty on-board cell, kept below
//!   `empties.len()` by `add_empty`, `remove_empty` and the playouts' swaps;
//!   or a draw below the length of the list's live prefix.
//!
//! [`Board::check_invariants`] checks all three after every operation
//! under test (property tests, fuzz corpus, playout tests), and debug
//! builds assert each index.

use super::Board;
use super::chains::Chain;

impl Board {
    /// `cells[c]`.
    ///
    /// # Safety
    /// `c < self.cells.len()` (see the module documentation).
    #[inline(always)]
    pub(super) unsafe fn cell_u(&self, c: usize) -> u8 {
        debug_assert!(c < self.cells.len());
        // SAFETY: the caller's condition.
        unsafe { *self.cells.get_unchecked(c) }
    }

    /// `cells[c] = v`.
    ///
    /// # Safety
    /// As [`Board::cell_u`].
    #[inline(always)]
    pub(super) unsafe fn set_cell_u(&mut self, c: usize, v: u8) {
        debug_assert!(c < self.cells.len());
        // SAFETY: the caller's condition.
        unsafe { *self.cells.get_unchecked_mut(c) = v }
    }

    /// `nbr[c]`.
    ///
    /// # Safety
    /// As [`Board::cell_u`] (`nbr` has the length of `cells`).
    #[inline(always)]
    pub(super) unsafe fn nbr_u(&self, c: usize) -> u8 {
        debug_assert!(c < self.nbr.len());
        // SAFETY: the caller's condition.
        unsafe { *self.nbr.get_unchecked(c) }
    }

    /// `nbr[c] += d`, wrapping.
    ///
    /// # Safety
    /// As [`Board::nbr_u`].
    #[inline(always)]
    pub(super) unsafe fn nbr_add_u(&mut self, c: usize, d: u8) {
        debug_assert!(c < self.nbr.len());
        // SAFETY: the caller's condition.
        let n = unsafe { self.nbr.get_unchecked_mut(c) };
        *n = n.wrapping_add(d);
    }

    /// `head[c]`.
    ///
    /// # Safety
    /// As [`Board::cell_u`] (`head` has the length of `cells`).
    #[inline(always)]
    pub(super) unsafe fn head_u(&self, c: usize) -> u16 {
        debug_assert!(c < self.head.len());
        // SAFETY: the caller's condition.
        unsafe { *self.head.get_unchecked(c) }
    }

    /// `head[c] = id`.
    ///
    /// # Safety
    /// As [`Board::head_u`].
    #[inline(always)]
    pub(super) unsafe fn set_head_u(&mut self, c: usize, id: u16) {
        debug_assert!(c < self.head.len());
        // SAFETY: the caller's condition.
        unsafe { *self.head.get_unchecked_mut(c) = id }
    }

    /// `link[c]`.
    ///
    /// # Safety
    /// As [`Board::cell_u`] (`link` has the length of `cells`).
    #[inline(always)]
    pub(super) unsafe fn link_u(&self, c: usize) -> usize {
        debug_assert!(c < self.link.len());
        // SAFETY: the caller's condition.
        usize::from(unsafe { *self.link.get_unchecked(c) })
    }

    /// `link[c] = v`.
    ///
    /// # Safety
    /// As [`Board::link_u`].
    #[inline(always)]
    pub(super) unsafe fn set_link_u(&mut self, c: usize, v: usize) {
        debug_assert!(c < self.link.len());
        // SAFETY: the caller's condition.
        unsafe { *self.link.get_unchecked_mut(c) = v as u16 }
    }

    /// `empties[i]`.
    ///
    /// # Safety
    /// `i < self.empties.len()`.
    #[inline(always)]
    pub(super) unsafe fn empty_u(&self, i: usize) -> usize {
        debug_assert!(i < self.empties.len());
        // SAFETY: the caller's condition.
        usize::from(unsafe { *self.empties.get_unchecked(i) })
    }

    /// `empties[i] = c`.
    ///
    /// # Safety
    /// As [`Board::empty_u`].
    #[inline(always)]
    pub(super) unsafe fn set_empty_u(&mut self, i: usize, c: usize) {
        debug_assert!(i < self.empties.len());
        // SAFETY: the caller's condition.
        unsafe { *self.empties.get_unchecked_mut(i) = c as u16 }
    }

    /// The record of the chain of the stone on cell `c`.
    ///
    /// # Safety
    /// `c` is a cell holding a stone (so that its `head` is a record in
    /// use, see the module documentation).
    #[inline(always)]
    pub(super) unsafe fn chain_of_u(&self, c: usize) -> Chain {
        // SAFETY: the caller's condition.
        let id = usize::from(unsafe { self.head_u(c) });
        debug_assert!(id < self.chains.len());
        // SAFETY: the head of a stone is a record in use.
        unsafe { *self.chains.get_unchecked(id) }
    }

    /// The record `id`, to change.
    ///
    /// # Safety
    /// `id` is the `head` of a stone (see the module documentation).
    #[inline(always)]
    pub(super) unsafe fn chain_mut_u(&mut self, id: u16) -> &mut Chain {
        debug_assert!(usize::from(id) < self.chains.len());
        // SAFETY: the caller's condition.
        unsafe { self.chains.get_unchecked_mut(usize::from(id)) }
    }
}
