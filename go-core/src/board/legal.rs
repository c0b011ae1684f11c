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

use super::{Board, EMPTY, WALL, has_empty_neighbor, stone_of};
use crate::color::Color;
use crate::error::IllegalMove;
use crate::point::Point;
use crate::rules::Suicide;

/// How [`Board::is_pseudo_legal`] and [`Board::legal_mask`] treat the
/// board's ko point ([`Board::ko_point`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SimpleKo {
    /// The ko point is a point like any other. For superko rules, where the
    /// game's history decides every repetition (the immediate recapture
    /// included), and for callers that track ko themselves.
    #[default]
    Ignore,
    /// The immediate recapture is refused ([`IllegalMove::Ko`]): a stone of
    /// the opponent of the ko taker on the ko point that would capture
    /// exactly the one stone that took the ko. Under the simple-ko rule
    /// (RULES.md section 3) this is exactly the play that recreates the
    /// position after the mover's previous move; a play there that
    /// captures more stones recreates nothing and stays legal.
    Forbid,
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
        if !self.size.contains(p) {
            return Err(IllegalMove::OffBoard(p));
        }
        let c = self.cell(p);
        if self.cells[c] != EMPTY {
            return Err(IllegalMove::Occupied(p));
        }
        let stone = stone_of(color);
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
        let stride = self.stride.get();
        let mut offset = 0;
        for y in 0..usize::from(self.size.height()) {
            let row = (y + 1) * stride + 1;
            let cells = &self.cells[row..row + w];
            let nbr = &self.nbr[row..row + w];
            // Empty with an empty neighbour: legal. Empty without: ask.
            let (mut fast, mut slow) = (0u64, 0u64);
            for (x, (&v, &n)) in cells.iter().zip(nbr).enumerate() {
                let empty = u64::from(v == EMPTY);
                let open = u64::from(has_empty_neighbor(n));
                fast |= (empty & open) << x;
                slow |= (empty & (open ^ 1)) << x;
            }
            while slow != 0 {
                let x = slow.trailing_zeros() as usize;
                slow &= slow - 1;
                if !self.is_forbidden_suicide(stone, row + x, suicide) {
                    fast |= 1 << x;
                }
            }
            let (word, bit) = (offset / 64, offset % 64);
            out[word] |= fast << bit;
            if bit + w > 64 {
                out[word + 1] |= fast >> (64 - bit);
            }
            offset += w;
        }
        let k = usize::from(self.ko);
        if k != 0 && ko == SimpleKo::Forbid && self.is_ko_recapture(stone, k) {
            let p = self.point_of(k);
            let i = usize::from(p.y) * w + usize::from(p.x);
            out[i / 64] &= !(1 << (i % 64));
        }
        out.iter().map(|word| word.count_ones() as usize).sum()
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
