//! Chains: the packed chain record, the pool of records, and the three
//! operations that change chains: placing a stone (with its merges and
//! captures), merging two chains and removing a chain.
//!
//! Each stone's cell names its chain by a pool index (`Board::head`); the
//! chain's stones form a circular list through `Board::link`. A chain's
//! record ([`Chain`]) is its size and its pseudo-liberties (see the board's
//! module documentation), packed in one `u64` so that adding or removing a
//! pseudo-liberty, or merging two chains, is one addition.

use super::zobrist::{KEYS, MAX_CELLS};
use super::{Board, EMPTY, WALL, nbr_delta};

/// Pool index meaning "no chain" (an empty free list).
pub(super) const NO_CHAIN: u16 = u16::MAX;

const LEN_MASK: u64 = (1 << 12) - 1;
const LIBS_SHIFT: u32 = 12;
const LIBS_MASK: u64 = (1 << 13) - 1;
const SUM_SHIFT: u32 = 25;
const SUM_MASK: u64 = (1 << 14) - 1;
const SQ_SHIFT: u32 = 39;

/// What one pseudo-liberty on cell `c` adds to a record: 1 to the count,
/// `c` to the sum and `c * c` to the sum of squares.
const fn lib_term(c: u64) -> u64 {
    (1 << LIBS_SHIFT) | (c << SUM_SHIFT) | ((c * c) << SQ_SHIFT)
}

const fn build_lib_terms() -> [u64; MAX_CELLS] {
    let mut t = [0u64; MAX_CELLS];
    let mut c = 0;
    while c < MAX_CELLS {
        t[c] = lib_term(c as u64);
        c += 1;
    }
    t
}

/// `LIB[c]`: [`lib_term`] of every cell, built at compile time.
static LIB: [u64; MAX_CELLS] = build_lib_terms();

/// A chain's record packed in one `u64`, from the low bits up: its number of
/// stones (12 bits), its number of pseudo-liberties (13 bits), the sum of
/// its pseudo-liberty cells (14 bits) and the sum of their squares (the top
/// 25 bits). Records are added and subtracted modulo 2^64.
///
/// The word always equals `len + libs·2^12 + sum·2^25 + sum_sq·2^39`
/// modulo 2^64 for the true values. The first two always fit their fields
/// (a chain has at most 2704 stones, and at most `2·len + 2 < 2^13`
/// pseudo-liberties, since a connected chain of `len` stones uses
/// `2·(len - 1)` of its `4·len` neighbour slots on itself). The sums may
/// overflow into the fields above them, but whenever a chain has at most
/// four pseudo-liberties their true values are below `4·2862 < 2^14` and
/// `4·2862² < 2^25` (2862 is the largest cell), so both fields then read
/// exactly. That is the only time they are read: a chain in atari has at
/// most four pseudo-liberties (one empty point has four neighbours).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Chain(pub(super) u64);

impl Chain {
    /// A chain of one stone with no pseudo-liberties yet.
    pub(super) const STONE: Chain = Chain(1);

    /// Number of stones.
    #[inline(always)]
    pub(super) fn len(self) -> u32 {
        (self.0 & LEN_MASK) as u32
    }

    /// Number of pseudo-liberties: 0 exactly when the chain has no liberty.
    #[inline(always)]
    pub(super) fn libs(self) -> u32 {
        ((self.0 >> LIBS_SHIFT) & LIBS_MASK) as u32
    }

    /// Whether the chain has no liberty.
    #[inline(always)]
    pub(super) fn is_dead(self) -> bool {
        self.0 & (LIBS_MASK << LIBS_SHIFT) == 0
    }

    /// Whether the chain is one stone with one pseudo-liberty.
    #[inline(always)]
    pub(super) fn is_lone_stone_in_atari(self) -> bool {
        self.0 & ((1 << SUM_SHIFT) - 1) == 1 | (1 << LIBS_SHIFT)
    }

    /// The sum of the pseudo-liberty cells; exact when `libs() <= 4`.
    #[inline(always)]
    pub(super) fn sum(self) -> u32 {
        ((self.0 >> SUM_SHIFT) & SUM_MASK) as u32
    }

    /// Whether the chain has exactly one liberty, given that it has at
    /// least one: at most four pseudo-liberties, all the same cell, which
    /// holds exactly when `libs * sum_sq == sum * sum` (equality in
    /// Cauchy-Schwarz).
    #[inline(always)]
    pub(super) fn in_atari(self) -> bool {
        let n = (self.0 >> LIBS_SHIFT) & LIBS_MASK;
        let s = (self.0 >> SUM_SHIFT) & SUM_MASK;
        n <= 4 && n * (self.0 >> SQ_SHIFT) == s * s
    }

    /// The one liberty of a chain in atari.
    #[inline(always)]
    pub(super) fn atari_liberty(self) -> usize {
        (self.sum() / self.libs().max(1)) as usize
    }

    /// For a chain with two liberties or more, one of them the empty cell
    /// `c` that `touching` of its stones are next to: its one liberty
    /// besides `c`, or `None` when it has two or more besides `c`. Its
    /// pseudo-liberties less the `touching` ones on `c` are those of the
    /// other liberties, at least one: all on one cell exactly when it has
    /// one other liberty (the test of [`Chain::in_atari`]).
    #[inline(always)]
    pub(super) fn liberty_besides(self, c: usize, touching: u32) -> Option<usize> {
        let rest = Chain(self.0.wrapping_sub(LIB[c].wrapping_mul(u64::from(touching))));
        debug_assert!(rest.libs() >= 1, "a chain with two liberties has one besides c");
        rest.in_atari().then(|| rest.atari_liberty())
    }

    #[inline(always)]
    pub(super) fn add_lib(&mut self, c: usize) {
        self.0 = self.0.wrapping_add(LIB[c]);
    }

    #[inline(always)]
    pub(super) fn remove_lib(&mut self, c: usize) {
        self.0 = self.0.wrapping_sub(LIB[c]);
    }

    #[inline(always)]
    pub(super) fn absorb(&mut self, other: Chain) {
        self.0 = self.0.wrapping_add(other.0);
    }

    /// The same record without stone `c`'s share of the size.
    #[inline(always)]
    pub(super) fn less_one_stone(self) -> Chain {
        Chain(self.0.wrapping_sub(1))
    }
}

/// The number of chain records a board of `area` points needs: a chain
/// has a liberty, an empty point is a liberty of at most four chains, so
/// `chains <= min(stones, 4 * empties) <= 4 * area / 5`, plus the played
/// stone's chain before its captures are removed.
pub(super) fn pool_size(area: usize) -> usize {
    4 * area / 5 + 1
}

impl Board {
    /// An empty pool of `n` records, each free, linked in order.
    pub(super) fn reset_pool(&mut self, n: usize) {
        self.chains.clear();
        self.chains.extend((1..=n).map(|i| Chain(if i < n { i as u64 } else { u64::from(NO_CHAIN) })));
        self.free = if n > 0 { 0 } else { NO_CHAIN };
    }

    /// Takes a free record for a new chain `rec`; grows the pool if none
    /// is free (only a position with chains without liberties, being
    /// rebuilt before it is refused, can need more than [`pool_size`]).
    #[inline(always)]
    pub(super) fn alloc_chain(&mut self, rec: Chain) -> u16 {
        let id = self.free;
        if id == NO_CHAIN {
            self.chains.push(rec);
            return (self.chains.len() - 1) as u16;
        }
        let slot = &mut self.chains[usize::from(id)];
        self.free = slot.0 as u16;
        *slot = rec;
        id
    }

    #[inline(always)]
    pub(super) fn release_chain(&mut self, id: u16) {
        self.chains[usize::from(id)] = Chain(u64::from(self.free));
        self.free = id;
    }

    /// The record of the chain holding the stone on cell `c`.
    #[inline(always)]
    pub(super) fn chain_at(&self, c: usize) -> Chain {
        self.chains[usize::from(self.head[c])]
    }

    /// Takes the empty cell `c` out of the list of empty points (the last
    /// entry takes its place).
    ///
    /// # Safety
    /// `c` is an empty on-board cell.
    #[inline(always)]
    pub(super) unsafe fn remove_empty(&mut self, c: usize) {
        // SAFETY: `c` is a cell; an empty cell's link is its list position,
        // and a list entry is a cell.
        unsafe {
            let i = self.link_u(c);
            let last = self.empties.pop().map_or(c, usize::from);
            if last != c {
                self.set_empty_u(i, last);
                self.set_link_u(last, i);
            }
        }
    }

    /// Appends the on-board cell `c`, just emptied, to the list of empty
    /// points.
    #[inline(always)]
    pub(super) fn add_empty(&mut self, c: usize) {
        self.link[c] = self.empties.len() as u16;
        self.empties.push(c as u16);
    }

    /// Places `stone` on the empty cell `c`, merges it with its own
    /// neighbours, removes the opponent chains left without liberties (in
    /// the order of their first neighbour among `c`'s), then the mover's
    /// own chain if it has none (suicide), and sets the ko point. Each
    /// removed cell is passed to `removed`, captures first. Returns
    /// (stones captured, own stones removed, merges): bit `d` of `merges`
    /// is set when the chain of the neighbour `neighbors_in(c)[d]` was
    /// merged into the stone's chain after the stone had joined the chain
    /// of its first own neighbour (in the order of `d`).
    ///
    /// # Safety
    /// `c` is an empty on-board cell (see the `raw` module).
    #[inline(always)]
    pub(super) unsafe fn place_in<const WRAP: bool, F: FnMut(usize)>(
        &mut self,
        stone: u8,
        c: usize,
        removed: &mut F,
    ) -> (u32, u32, u32) {
        debug_assert_eq!(self.cells[c], EMPTY);
        debug_assert!(WRAP || self.wrap.is_none());
        let opp = stone ^ 3;
        let nbrs = self.neighbors_in::<WRAP>(c);
        let delta = nbr_delta(stone);
        let mut rec = Chain::STONE;
        let mut own = [0usize; 4];
        let mut nown = 0;
        let mut maybe_captures = false;
        // SAFETY: `c` is an on-board cell, `nbrs` its neighbours; `head` is
        // read only on stones.
        unsafe {
            self.remove_empty(c);
            self.set_cell_u(c, stone);
            // Every neighbouring chain loses the adjacency to `c`; the new
            // stone's pseudo-liberties are its empty neighbours.
            for (d, n) in nbrs.into_iter().enumerate() {
                self.nbr_add_u(n, delta);
                let v = self.cell_u(n);
                if v == EMPTY {
                    rec.add_lib(n);
                } else if v != WALL {
                    let neighbour = self.chain_mut_u(self.head_u(n));
                    neighbour.remove_lib(c);
                    if v == stone {
                        own[nown] = d;
                        nown += 1;
                    } else if neighbour.is_dead() {
                        maybe_captures = true;
                    }
                }
            }
        }
        self.hash ^= KEYS[usize::from(stone - 1)][c];
        self.stones[usize::from(stone - 1)] += 1;
        // The lone stone joins the chain of its first own neighbour, right
        // after that neighbour in the list; the other own chains are then
        // merged in.
        let mut merges = 0;
        // SAFETY: as above; `own` holds neighbours of `c` that are stones.
        let mine = unsafe {
            if nown == 0 {
                let id = self.alloc_chain(rec);
                self.set_head_u(c, id);
                self.set_link_u(c, c);
                id
            } else {
                let first = nbrs[own[0]];
                let id = self.head_u(first);
                self.set_head_u(c, id);
                self.set_link_u(c, self.link_u(first));
                self.set_link_u(first, c);
                self.chain_mut_u(id).absorb(rec);
                let mut mine = id;
                for &d in &own[1..nown] {
                    let n = nbrs[d];
                    let other = self.head_u(n);
                    if other != mine {
                        mine = self.merge(mine, c, other, n);
                        merges |= 1 << d;
                    }
                }
                mine
            }
        };
        let mut captured = 0u32;
        let mut ko = 0u16;
        if maybe_captures {
            for n in nbrs {
                // SAFETY: `n` neighbours `c`; it is checked to be a stone
                // before its chain is read, and then it is the start of
                // that chain.
                unsafe {
                    if self.cell_u(n) == opp {
                        let id = self.head_u(n);
                        if self.chain_mut_u(id).is_dead() {
                            captured += self.remove_chain::<WRAP, F>(n, id, removed);
                            ko = n as u16;
                        }
                    }
                }
            }
        }
        let mut suicided = 0;
        let own_chain = self.chains[usize::from(mine)];
        if own_chain.is_dead() {
            // SAFETY: `c` holds a stone of the chain `mine`.
            suicided = unsafe { self.remove_chain::<WRAP, F>(c, mine, removed) };
        }
        // A single stone that captured a single stone and has one liberty
        // left (a single stone's pseudo-liberties are exact): the captured
        // point is the ko point.
        self.ko = 0;
        if captured == 1 && own_chain.is_lone_stone_in_atari() {
            self.ko = ko;
            self.ko_taker = stone;
        }
        (captured, suicided, merges)
    }

    /// Merges the chains `a` (holding the stone on cell `ca`) and `b`
    /// (holding `cb`), both distinct and of one colour; returns the merged
    /// chain, the bigger of the two (`b` when equal).
    ///
    /// # Safety
    /// `ca` and `cb` are cells holding stones of the chains `a` and `b`.
    #[inline]
    pub(super) unsafe fn merge(&mut self, a: u16, ca: usize, b: u16, cb: usize) -> u16 {
        // SAFETY: `a` and `b` are the heads of stones; the walk follows a
        // chain's list, which holds only its stones' cells.
        unsafe {
            let (ra, rb) = (*self.chain_mut_u(a), *self.chain_mut_u(b));
            let (small, start, big) = if ra.len() <= rb.len() { (a, ca, b) } else { (b, cb, a) };
            let mut s = start;
            loop {
                self.set_head_u(s, big);
                s = self.link_u(s);
                if s == start {
                    break;
                }
            }
            let (la, lb) = (self.link_u(ca), self.link_u(cb));
            self.set_link_u(ca, lb);
            self.set_link_u(cb, la);
            *self.chain_mut_u(big) = Chain(ra.0.wrapping_add(rb.0));
            self.release_chain(small);
            big
        }
    }

    /// Removes the chain `id`, which holds the stone on cell `start`,
    /// giving liberties back to its neighbours; passes each removed cell to
    /// `removed`; returns the number of stones removed.
    ///
    /// # Safety
    /// `start` is a cell holding a stone of the chain `id`.
    pub(super) unsafe fn remove_chain<const WRAP: bool, F: FnMut(usize)>(
        &mut self,
        start: usize,
        id: u16,
        removed: &mut F,
    ) -> u32 {
        // SAFETY: the caller's condition.
        let stone = unsafe { self.cell_u(start) };
        let other = stone ^ 3;
        let delta = nbr_delta(stone).wrapping_neg();
        let keys = &KEYS[usize::from(stone - 1)];
        let mut count = 0;
        let mut hash = 0;
        let mut s = start;
        loop {
            // SAFETY: `s` is a stone of the chain (its list holds only its
            // stones' cells), on the board; its neighbours are cells, and a
            // neighbour's `head` is read only when it holds a stone.
            unsafe {
                let next = self.link_u(s);
                self.set_cell_u(s, EMPTY);
                self.add_empty(s);
                hash ^= keys[s];
                count += 1;
                removed(s);
                // Each neighbour of the other colour gains `s` as a liberty;
                // a neighbour of this colour is a stone of this chain,
                // removed too.
                for n in self.neighbors_in::<WRAP>(s) {
                    self.nbr_add_u(n, delta);
                    if self.cell_u(n) == other {
                        self.chain_mut_u(self.head_u(n)).add_lib(s);
                    }
                }
                s = next;
            }
            if s == start {
                break;
            }
        }
        self.release_chain(id);
        self.hash ^= hash;
        self.stones[usize::from(stone - 1)] -= count;
        count
    }

    /// Builds chains for the stones of colour `stone` on the cells listed
    /// in `cells` (all set to `stone` already, with their `head` set to
    /// [`NO_CHAIN`]): each connected group of them becomes one chain, found
    /// breadth-first with its own circular list as the queue. When `fresh`,
    /// the stones are new to the board's records, so each neighbouring
    /// chain of the other colour loses them as pseudo-liberties.
    pub(super) fn build_chains<const WRAP: bool>(
        &mut self,
        stone: u8,
        cells: impl Iterator<Item = usize>,
        fresh: bool,
    ) {
        let other = stone ^ 3;
        for start in cells {
            if self.head[start] != NO_CHAIN || self.cells[start] != stone {
                continue;
            }
            let id = self.alloc_chain(Chain(0));
            let mut rec = Chain(0);
            self.head[start] = id;
            self.link[start] = start as u16;
            let mut tail = start;
            let mut s = start;
            loop {
                rec.0 += 1;
                for n in self.neighbors_in::<WRAP>(s) {
                    let v = self.cells[n];
                    if v == EMPTY {
                        rec.add_lib(n);
                    } else if v == stone {
                        if self.head[n] == NO_CHAIN {
                            self.head[n] = id;
                            self.link[n] = start as u16;
                            self.link[tail] = n as u16;
                            tail = n;
                        }
                    } else if v == other && fresh {
                        self.chains[usize::from(self.head[n])].remove_lib(s);
                    }
                }
                s = usize::from(self.link[s]);
                if s == start {
                    break;
                }
            }
            self.chains[usize::from(id)] = rec;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_read_back_exactly_at_the_extremes() {
        // The largest cell, four times: a chain in atari at the far corner
        // of a 52x52 board.
        let c = MAX_CELLS - 1;
        let mut r = Chain(2704);
        for _ in 0..4 {
            r.add_lib(c);
        }
        assert_eq!((r.len(), r.libs(), r.sum() as usize), (2704, 4, 4 * c));
        assert!(r.in_atari());
        assert_eq!(r.atari_liberty(), c);
        // Two different cells are never one liberty.
        let mut r = Chain(1);
        r.add_lib(c);
        r.add_lib(c - 1);
        assert!(!r.in_atari());
        // The sums overflow with many pseudo-liberties and come back exact.
        let mut r = Chain(1);
        for k in 0..5000 {
            r.add_lib(MAX_CELLS - 1 - k % 100);
        }
        assert_eq!(r.libs(), 5000);
        for k in 0..4999 {
            r.remove_lib(MAX_CELLS - 1 - k % 100);
        }
        assert_eq!(r.libs(), 1);
        assert_eq!(r.atari_liberty(), MAX_CELLS - 1 - 4999 % 100);
        assert!(r.in_atari());
        assert_eq!(r.len(), 1);
    }
}
