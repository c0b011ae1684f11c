//! What the board alone can say about the legality of a stone play: on the
//! board, empty, not a forbidden suicide, and (if asked) not the immediate
//! recapture of a simple ko. No hash is computed: repetition beyond simple
//! ko is the game's business (its history), and [`Board::hash_after`]
//! gives the hash it needs on demand.
//!
//! The common case costs one look-up: a point with an empty neighbour is
//! never suicide (RULES.md section 2), which the board's neighbour counts
//! tell at once. Only a point surrounded by stones and walls needs its
//! neighbouring chains' liberties.

use super::{Board, NBR_ONE_EMPTY, WALL, has_empty_neighbor, stone_of};
use crate::base::Color;
use crate::base::IllegalMove;
use crate::base::Point;
use crate::base::codes::vocabulary;
use crate::rules::Suicide;

vocabulary! {
    /// How [`Board::is_pseudo_legal`] and [`Board::legal_mask`] treat the
    /// board's ko point ([`Board::ko_point`]).
    pub enum SimpleKo {
        /// The ko point is a point like any other. For superko rules, where
        /// the game's history decides every repetition (the immediate
        /// recapture included), and for callers that track ko themselves.
        Ignore = 0 => "ignore",
        /// The immediate recapture is refused (`IllegalMove::Ko`): a stone
        /// of the opponent of the ko taker on the ko point that would
        /// capture exactly the one stone that took the ko. Under the
        /// simple-ko rule (RULES.md section 3) this is exactly the play that
        /// recreates the position after the mover's previous move; a play
        /// there that captures more stones recreates nothing and stays
        /// legal.
        Forbid = 1 => "forbid",
    }
}

impl Default for SimpleKo {
    /// [`SimpleKo::Ignore`].
    fn default() -> SimpleKo {
        SimpleKo::Ignore
    }
}

/// Words of bits for the cells from a board's first point to its last
/// (`(52 - 1) * 53 + 52` on the largest board), rounded up to whole bytes.
const SPAN_WORDS: usize = ((52 - 1) * 53 + 52usize).next_multiple_of(8).div_ceil(64);

/// For eight consecutive cells (their values and neighbour counts), two
/// bytes of bits, lowest cell first: the empty cells with an empty
/// neighbour, and the empty cells without one. Each of the eight bytes is
/// worked on at once in a `u64`: a cell value is at most 3, so it is empty
/// when neither of its two low bits is set; a neighbour count is below 128,
/// so adding `128 - 25` sets its top bit exactly when it is at least 25
/// (one empty neighbour), without a carry into the next byte. (A wall's
/// byte holds no count and may carry, but only into the bytes after it,
/// which lie past the row's end and are dropped by the caller.)
#[inline(always)]
fn open_and_closed(v: u64, n: u64) -> (u64, u64) {
    const LOW: u64 = 0x0101_0101_0101_0101;
    let empty = !(v | (v >> 1)) & LOW;
    let open = (n.wrapping_add((128 - u64::from(NBR_ONE_EMPTY)) * LOW) >> 7) & LOW;
    (gather(empty & open), gather(empty & !open))
}

/// Eight bytes as a `u64`, the first as the lowest.
#[inline(always)]
fn load8(bytes: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(b)
}

/// The low bit of each byte of `x` (whose other bits are clear), gathered
/// into one byte, byte `k`'s bit as bit `k`: the multiplication adds byte
/// `k`'s bit at position `56 + k` and every other product below bit 56
/// with no carry (each of the top byte's bits receives one product).
#[inline(always)]
fn gather(x: u64) -> u64 {
    x.wrapping_mul(0x0102_0408_1020_4080) >> 56
}

impl Board {
    /// Whether a stone of `color` on `p` is legal as far as the position
    /// alone tells: on the board, empty, not suicide unless `suicide` is
    /// [`Suicide::MultiStoneAllowed`] and the suicide removes two stones or
    /// more (RULES.md section 2), and, with [`SimpleKo::Forbid`], not the
    /// immediate recapture of a ko. Superko is not checked (that needs the
    /// game's history) and no hash is computed. A point with an empty
    /// neighbour is settled by one look-up.
    ///
    /// # Errors
    /// The reason it is not legal: [`IllegalMove::OffBoard`],
    /// [`IllegalMove::Occupied`], [`IllegalMove::Suicide`] or
    /// [`IllegalMove::Ko`].
    #[inline]
    pub fn is_pseudo_legal(&self, color: Color, p: Point, suicide: Suicide, ko: SimpleKo) -> Result<(), IllegalMove> {
        let c = self.checked_cell(p)?;
        self.check_empty_cell(stone_of(color), c, p, suicide, ko)
    }

    /// The rest of [`Board::is_pseudo_legal`] for `stone` on `p`, whose
    /// cell `c` is empty and on the board: not the immediate recapture of
    /// a ko under [`SimpleKo::Forbid`], then not a suicide `suicide`
    /// forbids (settled at once with an empty neighbour).
    #[inline(always)]
    pub(super) fn check_empty_cell(
        &self,
        stone: u8,
        c: usize,
        p: Point,
        suicide: Suicide,
        ko: SimpleKo,
    ) -> Result<(), IllegalMove> {
        if c == usize::from(self.ko) && ko == SimpleKo::Forbid && self.is_ko_recapture(stone, c) {
            return Err(IllegalMove::Ko(p));
        }
        if has_empty_neighbor(self.nbr[c]) || !self.is_forbidden_suicide(stone, c, suicide) {
            Ok(())
        } else {
            Err(IllegalMove::Suicide(p))
        }
    }

    /// Fills `out` with one bit per point, row-major (point index `i` of
    /// [`BoardSize::index_of`](crate::BoardSize::index_of) is bit `i % 64`
    /// of word `i / 64`), set where [`Board::is_pseudo_legal`] would accept
    /// a stone of `color` under `suicide` and `ko`; `out` is cleared and
    /// resized to `area.div_ceil(64)` words first. Returns the number of
    /// bits set. Costs about one look-up per point plus the chain test of
    /// the points surrounded by stones.
    pub fn legal_mask(&self, color: Color, suicide: Suicide, ko: SimpleKo, out: &mut Vec<u64>) -> usize {
        let area = self.size.area();
        out.clear();
        out.resize(area.div_ceil(64), 0);
        let stone = stone_of(color);
        let w = usize::from(self.size.width());
        let h = usize::from(self.size.height());
        let stride = self.stride.get();
        // The whole span of cells from the first point to the last, walls
        // between rows included, eight cells at a time (the padding after
        // the last row takes the reads past its end): a bit per cell, set
        // for an empty cell with an empty neighbour (legal), and in `slow`
        // for an empty cell without one (to ask). Walls are never empty.
        let base = stride + 1;
        let span = (h - 1) * stride + w;
        let mut fast = [0u64; SPAN_WORDS];
        let mut slow = [0u64; SPAN_WORDS];
        let end = base + span.next_multiple_of(8);
        let cells = self.cells[base..end].chunks(64);
        let nbr = self.nbr[base..end].chunks(64);
        for (((cells, nbr), fast), slow) in cells.zip(nbr).zip(&mut fast).zip(&mut slow) {
            // Up to 64 cells, one word of each mask.
            let (mut f, mut s) = (0, 0);
            for (k, (cells, nbr)) in cells.chunks_exact(8).zip(nbr.chunks_exact(8)).enumerate() {
                let (open, closed) = open_and_closed(load8(cells), load8(nbr));
                f |= open << (8 * k);
                s |= closed << (8 * k);
            }
            (*fast, *slow) = (f, s);
        }
        for (word, (fast, slow)) in fast.iter_mut().zip(&slow).enumerate().take(span.div_ceil(64)) {
            let mut ask = *slow;
            while ask != 0 {
                let bit = ask.trailing_zeros() as usize;
                ask &= ask - 1;
                let c = base + 64 * word + bit;
                if c < base + span && !self.is_forbidden_suicide(stone, c, suicide) {
                    *fast |= 1 << bit;
                }
            }
        }
        // Row `y` is the `w` bits from `y * stride` (its wall bit, and any
        // bit past the last point, are dropped).
        for y in 0..h {
            let from = y * stride;
            let (word, bit) = (from / 64, from % 64);
            let mut row = fast[word] >> bit;
            if bit + w > 64 {
                row |= fast[word + 1] << (64 - bit);
            }
            row &= u64::MAX >> (64 - w);
            let to = y * w;
            let (word, bit) = (to / 64, to % 64);
            out[word] |= row << bit;
            if bit + w > 64 {
                out[word + 1] |= row >> (64 - bit);
            }
        }
        let k = usize::from(self.ko);
        if k != 0 && ko == SimpleKo::Forbid && self.is_ko_recapture(stone, k) {
            let p = self.point_of(k);
            let i = usize::from(p.y) * w + usize::from(p.x);
            out[i / 64] &= !(1 << (i % 64));
        }
        out.iter().map(|word| word.count_ones() as usize).sum()
    }

    /// Whether a stone of `color` on the empty point `p` would capture: an
    /// opponent chain next to `p` has `p` as its only liberty. `false` off
    /// the board or on a stone. Cheaper than [`Board::analyze`]: no hash.
    #[must_use]
    pub fn captures_at(&self, color: Color, p: Point) -> bool {
        let Ok(c) = self.checked_cell(p) else { return false };
        let opp = stone_of(color) ^ 3;
        self.neighbors(c).into_iter().any(|n| self.cells[n] == opp && self.chain_at(n).in_atari())
    }

    /// The Zobrist hash ([`Board::hash`]) of the position after a stone of
    /// `color` on `p`, its captures resolved (and, for a suicide, the
    /// mover's chain removed), without changing the board.
    ///
    /// # Errors
    /// [`IllegalMove::OffBoard`] or [`IllegalMove::Occupied`].
    pub fn hash_after(&self, color: Color, p: Point) -> Result<u64, IllegalMove> {
        let c = self.checked_cell(p)?;
        Ok(self.analyze_cell(stone_of(color), c).hash_after)
    }

    /// Whether `stone` on the empty cell `c` would be a suicide that
    /// `suicide` forbids: every suicide, or only one that removes the
    /// played stone alone (it has no own neighbour). `c` is an on-board
    /// cell (a wall answers `true`).
    fn is_forbidden_suicide(&self, stone: u8, c: usize, suicide: Suicide) -> bool {
        if self.cells[c] == WALL {
            return true;
        }
        // SAFETY: `c` is a cell (indexed above) that is not a wall: an
        // on-board cell.
        let is_suicide = unsafe { self.is_suicide_cell::<true>(stone, c) };
        is_suicide
            && match suicide {
                Suicide::MultiStoneAllowed => !self.neighbors(c).into_iter().any(|n| self.cells[n] == stone),
                _ => true,
            }
    }

    /// Whether `stone` on the ko point `c` is the immediate recapture: the
    /// ko was taken by the other colour, and the play captures exactly one
    /// stone.
    fn is_ko_recapture(&self, stone: u8, c: usize) -> bool {
        stone != self.ko_taker && self.analyze_cell(stone, c).captured == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::EMPTY;

    #[test]
    fn gather_collects_every_pattern_of_eight_bits() {
        for bits in 0u64..256 {
            let spread = (0..8).fold(0, |x, k| x | ((bits >> k) & 1) << (8 * k));
            assert_eq!(gather(spread), bits);
        }
    }

    #[test]
    fn eight_cells_at_once_agree_with_one_at_a_time() {
        // Every value (0..=3) and every neighbour count a cell can have.
        let counts: Vec<u8> = (0..125u8).filter(|v| v / 25 + (v / 5) % 5 + v % 5 <= 8).collect();
        for (i, &n0) in counts.iter().enumerate() {
            let cells = [0, 1, 2, 3, 0, 0, 3, 0];
            let nbr = [n0, counts[(i * 7) % counts.len()], 24, 25, 0, 124, 100, counts[(i * 13) % counts.len()]];
            let (open, closed) = open_and_closed(load8(&cells), load8(&nbr));
            for k in 0..8 {
                let empty = cells[k] == EMPTY;
                assert_eq!(open >> k & 1 == 1, empty && nbr[k] >= 25, "{cells:?} {nbr:?} {k}");
                assert_eq!(closed >> k & 1 == 1, empty && nbr[k] < 25, "{cells:?} {nbr:?} {k}");
            }
        }
    }
}
