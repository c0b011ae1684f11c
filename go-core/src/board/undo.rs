//! Recorded moves and their exact, local undo (the idea of KataGo's
//! `Board::undo`; our own code).
//!
//! [`Board::play_recorded`] makes a move and returns a small [`MoveDelta`];
//! the stones it removed are appended to a [`RemovalLog`] that the caller
//! keeps for a whole game, so that a move without captures allocates
//! nothing. [`Board::undo`] takes the newest move back: it puts the removed
//! stones back, lifts the played stone, and restores the chains, liberties,
//! neighbour counts, hash, stone counts, ko point and even the order of the
//! list of empty points that the playouts draw from, so that a board after
//! `play_recorded` and `undo` is the board it was, down to the order in
//! which a later capture will give its stones back to that list, and plays
//! the same playouts as before. Its cost is that of the move: the stones
//! the move removed come back, and the chains the stone had merged are
//! walked once to split them again; nothing else.

use std::cell::Cell;
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};

use thiserror::Error;

use super::chains::{Chain, NO_CHAIN};
use super::zobrist::KEYS;
use super::{Board, EMPTY, SimpleKo, WALL, nbr_delta, stone_of};
use crate::base::Color;
use crate::base::IllegalMove;
use crate::base::{Move, Point};
use crate::rules::Suicide;

/// The stones removed by recorded moves ([`Board::play_recorded`]), one
/// list shared by all the moves of a game: each capturing or suicidal move
/// appends its removed stones, and its [`MoveDelta`] names their range.
/// [`Board::undo`] takes them off the end again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RemovalLog {
    points: Vec<Point>,
}

impl RemovalLog {
    /// An empty log.
    #[must_use]
    pub fn new() -> RemovalLog {
        RemovalLog::default()
    }

    /// An empty log with room for `n` removed stones.
    #[must_use]
    pub fn with_capacity(n: usize) -> RemovalLog {
        RemovalLog { points: Vec::with_capacity(n) }
    }

    /// Number of removed stones logged.
    #[must_use]
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Whether no removed stone is logged.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// Forgets every logged stone; deltas made before whose moves removed
    /// stones can no longer be undone with this log (one that removed
    /// none, a pass or a quiet move, needs nothing of it).
    pub fn clear(&mut self) {
        self.points.clear();
    }

    /// The stones the move of `delta` removed (captured opponent stones, or
    /// for a suicide the mover's own stones, the played one included), in
    /// the order the board removed them; empty for a pass, a move that
    /// removed nothing, or a delta whose stones this log does not hold
    /// where the delta says (another log's, or a state this log has left;
    /// a log holding the very same stones there, such as a clone, answers
    /// them).
    #[must_use]
    pub fn removed(&self, delta: &MoveDelta) -> &[Point] {
        // The stones logged where the delta's were, only if they are its
        // own (found from outside: another log's stones at that place were
        // answered).
        let stones = self.removed_by(&delta.rec);
        if removed_print(stones) == delta.removed_print { stones } else { &[] }
    }

    /// [`RemovalLog::removed`] of a [`RecordedMove`].
    pub(crate) fn removed_by(&self, rec: &RecordedMove) -> &[Point] {
        self.points.get(rec.removed_range()).unwrap_or(&[])
    }
}

/// Blocks of stamps handed to threads so far (see [`fresh_stamp`]).
static STAMP_BLOCKS: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// The newest stamp this thread gave out, 0 before its first.
    static NEWEST_STAMP: Cell<u64> = const { Cell::new(0) };
}

/// A stamp no board has had before, never 0: each thread takes a block of
/// 2^32 from a shared count (one atomic step per block) and gives them out
/// in turn, so that a recorded move costs no shared write.
fn fresh_stamp() -> u64 {
    NEWEST_STAMP.with(|newest| {
        let mut s = newest.get();
        if s & u64::from(u32::MAX) == u64::from(u32::MAX) || s == 0 {
            s = STAMP_BLOCKS.fetch_add(1, Ordering::Relaxed).wrapping_add(1) << 32;
        }
        s += 1;
        newest.set(s);
        s
    })
}

const PASS: u8 = 1 << 2;
const SUICIDE: u8 = 1 << 3;
const MERGES_SHIFT: u32 = 4;

/// A recorded move as the game's history and the tactical reader keep it:
/// what `Board::take_back` needs to take it back exactly (the move, its
/// colour, the range of its removed stones in the [`RemovalLog`], and the
/// hash, ko point and list position it changed). 24 bytes, `Copy`, no
/// heap. It names no board: its callers take their own moves back on
/// their own boards, newest first (the public [`MoveDelta`] adds the
/// stamps that check this for any caller).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RecordedMove {
    hash_before: u64,
    start: u32,
    removed: u16,
    point: Point,
    /// The played point's index in the list of empty points before the
    /// move.
    empty_index: u16,
    prev_ko: u16,
    prev_ko_taker: u8,
    /// Bits 0-1: the stone value; `PASS`; `SUICIDE`; bits 4-7: the merges
    /// the stone made (see `place_in`), one bit per neighbour direction.
    flags: u8,
}

impl RecordedMove {
    /// The colour that moved.
    pub(crate) fn color(&self) -> Color {
        if self.flags & 3 == super::BLACK { Color::Black } else { Color::White }
    }

    /// The move: a stone on a point, or a pass.
    pub(crate) fn mv(&self) -> Move {
        if self.flags & PASS != 0 { Move::Pass } else { Move::Play(self.point) }
    }

    /// Whether the move was suicide.
    pub(crate) fn is_suicide(&self) -> bool {
        self.flags & SUICIDE != 0
    }

    /// The range of the move's removed stones in its [`RemovalLog`].
    pub(crate) fn removed_range(&self) -> Range<usize> {
        let start = self.start as usize;
        start..start + usize::from(self.removed)
    }
}

/// What [`Board::undo`] needs to take one move back exactly: the move, its
/// colour, the range of its removed stones in the [`RemovalLog`], the
/// hash, ko point and list position it changed, and the stamps that tie it
/// to the board it was made on (so that a record of another board, or of a
/// state the board has left, is refused) and to its stones in the log. 48
/// bytes, `Copy`, no heap: a game can keep one per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveDelta {
    rec: RecordedMove,
    /// The board's undo stamp before the move (restored by undo) and the
    /// fresh one the move gave it (which undo asks the board to have).
    stamp_before: u64,
    stamp_after: u64,
    /// The removed stones as the log held them, in order (see
    /// [`removed_print`]): undo asks the log to hold them so.
    removed_print: u64,
}

/// An order-sensitive fingerprint of removed stones: undo puts each chain
/// back from its stretch of the log, so the same points in another order
/// (found from outside: a log of the same length from other boards) must
/// not pass for the move's.
fn removed_print(points: &[Point]) -> u64 {
    points.iter().fold(0x51_7c_c1_b7_27_22_0a_95, |h, p| {
        (h ^ (u64::from(p.x) << 8 | u64::from(p.y))).wrapping_mul(0x0100_0000_01b3).rotate_left(17)
    })
}

impl MoveDelta {
    /// The colour that moved.
    #[must_use]
    pub fn color(&self) -> Color {
        self.rec.color()
    }

    /// The move: a stone on a point, or a pass.
    #[must_use]
    pub fn mv(&self) -> Move {
        self.rec.mv()
    }

    /// Whether the move was suicide: the stones it removed are the mover's
    /// own (the played stone included).
    #[must_use]
    pub fn is_suicide(&self) -> bool {
        self.rec.is_suicide()
    }

    /// Opponent stones the move captured.
    #[must_use]
    pub fn captured(&self) -> u32 {
        if self.is_suicide() { 0 } else { u32::from(self.rec.removed) }
    }

    /// Own stones the move removed by suicide, the played one included.
    #[must_use]
    pub fn suicided(&self) -> u32 {
        if self.is_suicide() { u32::from(self.rec.removed) } else { 0 }
    }

    /// The range of the move's removed stones in its [`RemovalLog`] (see
    /// [`RemovalLog::removed`]).
    #[must_use]
    pub fn removed_range(&self) -> Range<usize> {
        self.rec.removed_range()
    }

    /// The board's hash before the move ([`Board::hash`]).
    #[must_use]
    pub fn hash_before(&self) -> u64 {
        self.rec.hash_before
    }

    /// The delta with the stamp its move gave the board left out: two
    /// boards alike making the same move give deltas equal but for it.
    #[cfg(test)]
    pub(super) fn unstamped(mut self) -> MoveDelta {
        self.stamp_after = 0;
        self
    }
}

/// Why [`Board::undo`] refused a [`MoveDelta`]. The board and the log are
/// then unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum UndoError {
    /// The delta's removed stones are not the end of the log: moves are
    /// taken back newest first, with the log they were recorded in.
    #[error("the move record is not the newest one of the removal log")]
    NotNewest,
    /// The board is not in the position the delta's move left (another
    /// move was made since, or the delta belongs to another board).
    #[error("the board is not in the position this move record left")]
    Mismatch,
}

impl Board {
    /// Makes `mv` for `color` like [`Board::play`] (a pass only clears the
    /// ko point) and returns what [`Board::undo`] needs to take it back.
    /// The stones the move removes are appended to `log`, nothing else is
    /// allocated. Any rule about whether the move is allowed is the
    /// caller's (see [`Board::is_pseudo_legal`]).
    ///
    /// # Errors
    /// [`IllegalMove::OffBoard`] or [`IllegalMove::Occupied`]; the board
    /// and the log are unchanged.
    pub fn play_recorded(&mut self, color: Color, mv: Move, log: &mut RemovalLog) -> Result<MoveDelta, IllegalMove> {
        let stamp_before = self.undo_stamp;
        let rec = self.record(color, mv, log)?;
        Ok(self.stamped(rec, stamp_before, log))
    }

    /// [`Board::play_recorded`] of a move that must first pass
    /// [`Board::is_pseudo_legal`] under `suicide` and `ko`: one call that
    /// looks at the played point once, for a caller that would otherwise
    /// check the move and then make it.
    ///
    /// # Errors
    /// As [`Board::is_pseudo_legal`]: [`IllegalMove::OffBoard`],
    /// [`IllegalMove::Occupied`], [`IllegalMove::Ko`] or
    /// [`IllegalMove::Suicide`]; the board and the log are unchanged. A
    /// pass is always made.
    pub fn play_recorded_legal(
        &mut self,
        color: Color,
        mv: Move,
        suicide: Suicide,
        ko: SimpleKo,
        log: &mut RemovalLog,
    ) -> Result<MoveDelta, IllegalMove> {
        let stamp_before = self.undo_stamp;
        let rec = self.record_checked(color, mv, Some((suicide, ko)), log)?;
        Ok(self.stamped(rec, stamp_before, log))
    }

    /// The public record of a move just made: a fresh stamp for the board,
    /// and the one it had before.
    fn stamped(&mut self, rec: RecordedMove, stamp_before: u64, log: &RemovalLog) -> MoveDelta {
        self.undo_stamp = fresh_stamp();
        let removed_print = removed_print(log.removed_by(&rec));
        MoveDelta { rec, stamp_before, stamp_after: self.undo_stamp, removed_print }
    }

    /// [`Board::record_checked`] with no check, made as a call of its own
    /// (inlined at its callers, a second copy of the move made the game's
    /// checked play cost 21 instructions more a move).
    pub(crate) fn record(&mut self, color: Color, mv: Move, log: &mut RemovalLog) -> Result<RecordedMove, IllegalMove> {
        self.record_checked(color, mv, None, log)
    }

    /// [`Board::play_recorded`] for the crate's own histories, which keep
    /// the 24-byte [`RecordedMove`] and take their moves back on their own
    /// boards, newest first ([`Board::take_back`]): no stamps. The move is
    /// checked first under `check`'s suicide and simple-ko rules when given
    /// (as [`Board::play_recorded_legal`]: the game's checked play when no
    /// superko look-up is needed).
    #[inline(always)]
    pub(crate) fn record_checked(
        &mut self,
        color: Color,
        mv: Move,
        check: Option<(Suicide, SimpleKo)>,
        log: &mut RemovalLog,
    ) -> Result<RecordedMove, IllegalMove> {
        let stone = stone_of(color);
        let mut delta = RecordedMove {
            hash_before: self.hash,
            // A log longer than u32::MAX entries cannot be undone into.
            start: u32::try_from(log.points.len()).unwrap_or(u32::MAX),
            removed: 0,
            point: Point::new(0, 0),
            empty_index: 0,
            prev_ko: self.ko,
            prev_ko_taker: self.ko_taker,
            flags: stone,
        };
        let p = match mv {
            Move::Pass => {
                self.ko = 0;
                delta.flags |= PASS;
                self.undo_stamp = 0;
                return Ok(delta);
            }
            Move::Play(p) => p,
        };
        let c = self.checked_cell(p)?;
        if let Some((suicide, ko)) = check {
            self.check_empty_cell(stone, c, p, suicide, ko)?;
        }
        delta.point = p;
        delta.empty_index = self.link[c];
        let stride = self.stride;
        let mut sink = |cell: usize| log.points.push(Point::new((cell % stride - 1) as u8, (cell / stride - 1) as u8));
        // SAFETY: `checked_cell` gave an empty on-board cell.
        let (captured, suicided, merges) = unsafe { self.place(stone, c, &mut sink) };
        delta.removed = (captured + suicided) as u16;
        if suicided > 0 {
            delta.flags |= SUICIDE;
        }
        delta.flags |= (merges as u8) << MERGES_SHIFT;
        Ok(delta)
    }

    /// Takes back the move of `delta`, which must be the newest move
    /// recorded in `log` and must have left this board in its present
    /// position: the removed stones come back, the played stone goes, and
    /// the board is exactly as before the move (stones, chains and their
    /// lists, liberties, neighbour counts, hash, stone counts, ko point, and
    /// the order of its list of empty points, which the playouts draw
    /// from; a light-move pick made since, which reorders that list, is
    /// not undone). The delta's stones are dropped from the end of `log`.
    /// Costs about what the move did.
    ///
    /// # Errors
    /// [`UndoError::NotNewest`] when the delta's stones are not the end of
    /// `log`; [`UndoError::Mismatch`] when the delta was not made on this
    /// board (or on the board this one was copied from before the move),
    /// when the board changed since in any way other than recorded moves
    /// taken back again (a play, a playout, a setup stone), or when it is
    /// not in the position the move left (checked by hash and by the points
    /// involved). The board and the log are then unchanged.
    pub fn undo(&mut self, delta: &MoveDelta, log: &mut RemovalLog) -> Result<(), UndoError> {
        if self.undo_stamp != delta.stamp_after {
            return Err(UndoError::Mismatch);
        }
        let range = delta.rec.removed_range();
        if range.end == log.points.len() && removed_print(&log.points[range]) != delta.removed_print {
            return Err(UndoError::Mismatch);
        }
        self.take_back(&delta.rec, log)?;
        self.undo_stamp = delta.stamp_before;
        Ok(())
    }

    /// [`Board::undo`] of a [`RecordedMove`] (see [`Board::record_checked`]): the
    /// same checks but the stamps', which the caller's discipline stands
    /// for (its own board, newest first). Leaves no public record to take
    /// back.
    ///
    /// # Errors
    /// As [`Board::undo`]; the board and the log are then unchanged.
    #[inline(always)]
    pub(crate) fn take_back(&mut self, delta: &RecordedMove, log: &mut RemovalLog) -> Result<(), UndoError> {
        let range = delta.removed_range();
        if range.end != log.points.len() {
            return Err(UndoError::NotNewest);
        }
        let stone = delta.flags & 3;
        if delta.flags & PASS != 0 {
            if self.hash != delta.hash_before {
                return Err(UndoError::Mismatch);
            }
            self.ko = delta.prev_ko;
            self.ko_taker = delta.prev_ko_taker;
            self.undo_stamp = 0;
            return Ok(());
        }
        let p = delta.point;
        if !self.size.contains(p) {
            return Err(UndoError::Mismatch);
        }
        let c = self.cell(p);
        let suicide = delta.is_suicide();
        let removed = &log.points[range.clone()];
        let removed_stone = if suicide { stone } else { stone ^ 3 };
        if self.cells[c] != if suicide { EMPTY } else { stone } {
            return Err(UndoError::Mismatch);
        }
        let mut expect = delta.hash_before ^ KEYS[usize::from(stone - 1)][c];
        for &q in removed {
            if !self.size.contains(q) || self.cells[self.cell(q)] != EMPTY {
                return Err(UndoError::Mismatch);
            }
            expect ^= KEYS[usize::from(removed_stone - 1)][self.cell(q)];
        }
        let restored_empties = self.empties.len() - removed.len();
        if expect != self.hash || usize::from(delta.empty_index) > restored_empties {
            return Err(UndoError::Mismatch);
        }
        let merges = u32::from(delta.flags >> MERGES_SHIFT);
        if self.wrap.is_some() {
            self.undo_in::<true>(c, stone, suicide, merges, removed);
        } else {
            self.undo_in::<false>(c, stone, suicide, merges, removed);
        }
        self.insert_empty_at(c, usize::from(delta.empty_index));
        self.ko = delta.prev_ko;
        self.ko_taker = delta.prev_ko_taker;
        debug_assert_eq!(self.hash, delta.hash_before);
        self.undo_stamp = 0;
        log.points.truncate(range.start);
        Ok(())
    }

    /// Takes the newest move back by building the board again from
    /// `before`, the position before the move (row-major colours, as
    /// [`Board::from_colors`]), whose hash must be `hash_before`: for a
    /// move whose record no longer describes the board's inner lists (the
    /// board was rebuilt by [`Board::set`] after it, as a tolerant replay
    /// does for a move on an occupied point). The ko point (and who may not
    /// take it) comes back from the delta, and the delta's stones are
    /// dropped from the end of `log`, as in [`Board::undo`]; the order of
    /// the list of empty points is the rebuilt board's, not the one before
    /// the move. Costs a rebuild of the board (its area).
    ///
    /// # Errors
    /// [`UndoError::NotNewest`] as [`Board::undo`]; [`UndoError::Mismatch`]
    /// when `before` is not a position (wrong length, a chain without
    /// liberties) or its hash is not `hash_before`. The board and the log
    /// are then unchanged.
    pub(crate) fn undo_by_rebuild(
        &mut self,
        delta: &RecordedMove,
        log: &mut RemovalLog,
        before: &[Option<Color>],
        hash_before: u64,
    ) -> Result<(), UndoError> {
        let range = delta.removed_range();
        if range.end != log.points.len() {
            return Err(UndoError::NotNewest);
        }
        let mut rebuilt = Board::from_colors(self.size, self.topology, before).map_err(|_| UndoError::Mismatch)?;
        if rebuilt.hash != hash_before {
            return Err(UndoError::Mismatch);
        }
        rebuilt.ko = delta.prev_ko;
        rebuilt.ko_taker = delta.prev_ko_taker;
        *self = rebuilt;
        log.points.truncate(range.start);
        Ok(())
    }

    /// The checked work of [`Board::undo`], specialised on the topology;
    /// leaves `c` empty but out of the list of empty points.
    #[inline(always)]
    fn undo_in<const WRAP: bool>(&mut self, c: usize, stone: u8, suicide: bool, merges: u32, removed: &[Point]) {
        if !removed.is_empty() {
            self.restore_removed::<WRAP>(if suicide { stone } else { stone ^ 3 }, removed);
        }
        // The played stone is lifted, in one pass over its neighbours: each
        // loses it, the opponent's chains get `c` back as a pseudo-liberty,
        // and the record of the stone's chain, were it one chain without
        // it, is worked out on the way.
        let nbrs = self.neighbors_in::<WRAP>(c);
        let delta = nbr_delta(stone).wrapping_neg();
        let mut first_own = usize::MAX;
        // SAFETY: `undo` checked that `c` is an on-board cell holding
        // `stone` (a suicide's stone was put back above), so `nbrs` are
        // cells and `head` is read only on stones.
        let id = unsafe {
            let id = self.head_u(c);
            let mut rec = self.chain_mut_u(id).less_one_stone();
            self.set_cell_u(c, EMPTY);
            for n in nbrs {
                self.nbr_add_u(n, delta);
                let v = self.cell_u(n);
                if v == EMPTY {
                    rec.remove_lib(n);
                } else if v == stone {
                    if first_own == usize::MAX {
                        first_own = n;
                    }
                    rec.add_lib(c);
                } else if v != WALL {
                    self.chain_mut_u(self.head_u(n)).add_lib(c);
                }
            }
            *self.chain_mut_u(id) = rec;
            id
        };
        self.hash ^= KEYS[usize::from(stone - 1)][c];
        self.stones[usize::from(stone - 1)] -= 1;
        if first_own == usize::MAX {
            self.release_chain(id);
            return;
        }
        // Undo the merges, newest first (each swapped two links, so swapping
        // them again splits the lists), then take the stone out of the list
        // of its first own neighbour, right after which it went.
        let mut m = merges;
        while m != 0 {
            let d = 31 - m.leading_zeros() as usize;
            m &= !(1 << d);
            self.link.swap(c, nbrs[d]);
        }
        // SAFETY: `c` and its neighbours are cells; a stone's link is the
        // next stone of its chain.
        unsafe {
            let mut pred = first_own;
            if self.link_u(pred) != c {
                // Only a list changed behind the board's back (never after
                // exact undos) lands here.
                pred = c;
                while self.link_u(pred) != c {
                    pred = self.link_u(pred);
                }
            }
            self.set_link_u(pred, self.link_u(c));
        }
        if merges != 0 {
            self.split_chains::<WRAP>(id, nbrs, merges);
        }
    }

    /// After the lifted stone's merges are undone, the chains it had merged
    /// into its first own neighbour's are apart again: each of those named
    /// by `merges` (by neighbour direction) gets a record of its own,
    /// counted from its stones, and the record `id`, which the lift left as
    /// that of the whole merged chain less the stone, keeps the rest: the
    /// first own neighbour's chain.
    fn split_chains<const WRAP: bool>(&mut self, id: u16, nbrs: [usize; 4], merges: u32) {
        let mut rest = self.chains[usize::from(id)];
        for (d, &n) in nbrs.iter().enumerate() {
            if merges & (1 << d) != 0 {
                let piece = self.recount_chain::<WRAP>(n);
                rest.0 = rest.0.wrapping_sub(piece.0);
            }
        }
        self.chains[usize::from(id)] = rest;
    }

    /// Puts back the stones of value `back` that a move removed (for a
    /// suicide, the played stone among them), newest first, so that the
    /// list of empty points gives them up in the reverse of the order it
    /// took them; traces their chains, then puts each chain's list back in
    /// the order the removal walked it (a chain's stones are contiguous in
    /// `removed`, in list order).
    fn restore_removed<const WRAP: bool>(&mut self, back: u8, removed: &[Point]) {
        let delta = nbr_delta(back);
        let key = &KEYS[usize::from(back - 1)];
        let stride = self.stride.get();
        let cell_of = move |q: &Point| (usize::from(q.y) + 1) * stride + usize::from(q.x) + 1;
        for r in removed.iter().rev().map(cell_of) {
            // SAFETY: `undo` checked that every removed point is on the
            // board and empty.
            unsafe { self.remove_empty(r) };
            self.cells[r] = back;
            self.head[r] = NO_CHAIN;
            self.hash ^= key[r];
            self.stones[usize::from(back - 1)] += 1;
            for n in self.neighbors_in::<WRAP>(r) {
                self.nbr[n] = self.nbr[n].wrapping_add(delta);
            }
        }
        self.build_chains::<WRAP>(back, removed.iter().map(cell_of), true);
        let mut first = usize::MAX;
        let mut prev = usize::MAX;
        for r in removed.iter().map(cell_of) {
            if prev != usize::MAX && self.head[prev] == self.head[r] {
                self.link[prev] = r as u16;
            } else {
                if prev != usize::MAX {
                    self.link[prev] = first as u16;
                }
                first = r;
            }
            prev = r;
        }
        if prev != usize::MAX {
            self.link[prev] = first as u16;
        }
    }

    /// Gives the chain whose list holds the stone on cell `start` a new
    /// record, counted from its stones, names it in their `head`, and
    /// returns it.
    fn recount_chain<const WRAP: bool>(&mut self, start: usize) -> Chain {
        let id = self.alloc_chain(Chain(0));
        let mut rec = Chain(0);
        let mut s = start;
        loop {
            rec.0 += 1;
            self.head[s] = id;
            for n in self.neighbors_in::<WRAP>(s) {
                if self.cells[n] == EMPTY {
                    rec.add_lib(n);
                }
            }
            s = usize::from(self.link[s]);
            if s == start {
                break;
            }
        }
        self.chains[usize::from(id)] = rec;
        rec
    }

    /// Puts the empty cell `c` back at index `i` of the list of empty
    /// points, moving the entry there to the end.
    #[inline(always)]
    fn insert_empty_at(&mut self, c: usize, i: usize) {
        let len = self.empties.len();
        if i == len {
            self.add_empty(c);
            return;
        }
        let moved = self.empties[i];
        self.empties.push(moved);
        self.link[usize::from(moved)] = len as u16;
        self.empties[i] = c as u16;
        self.link[c] = i as u16;
    }
}
